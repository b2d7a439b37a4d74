import { type AdminDepositDispute, DEPOSIT_DISPUTE_DAYS, type DepositView } from '@rentease/contract';
import type { BookingRow, DepositSettlementRow } from '../../db/schema/index.js';
import { paiseToRupees } from '../../lib/money.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment the tenant may dispute a settlement, or undefined when there is nothing to dispute. */
export function disputeDeadline(settlement: Pick<DepositSettlementRow, 'settledAt' | 'deductions'>): Date | undefined {
  if (settlement.deductions.length === 0) return undefined;
  return new Date(settlement.settledAt.getTime() + DEPOSIT_DISPUTE_DAYS * DAY_MS);
}

const itemsOf = (settlement: Pick<DepositSettlementRow, 'deductions'>) =>
  settlement.deductions.map((item) => ({ reason: item.reason, amount: paiseToRupees(item.amountPaise) }));

export function toDepositView(
  booking: Pick<BookingRow, 'id' | 'depositPaise'>,
  held: boolean,
  settleBy: string | null,
  settlement: DepositSettlementRow | undefined,
): DepositView {
  return {
    booking_id: booking.id,
    deposit: held ? paiseToRupees(booking.depositPaise) : 0,
    state: !held ? 'none' : settlement ? 'settled' : 'held',
    settleable: held && !settlement && settleBy !== null,
    settle_by: held ? settleBy : null,
    settlement: settlement
      ? {
          deductions: itemsOf(settlement),
          refund: paiseToRupees(settlement.refundPaise),
          settled_at: settlement.settledAt.toISOString(),
          settled_by_landlord: settlement.settledById !== null,
          refunded_at: settlement.refundedAt?.toISOString() ?? null,
          dispute_by: disputeDeadline(settlement)?.toISOString() ?? null,
        }
      : null,
    dispute:
      settlement?.disputeStatus && settlement.disputedAt
        ? {
            status: settlement.disputeStatus,
            reason: settlement.disputeReason ?? '',
            disputed_at: settlement.disputedAt.toISOString(),
            decided_at: settlement.decidedAt?.toISOString() ?? null,
            decision_refund: paiseToRupees(settlement.decisionRefundPaise),
            decision_note: settlement.decisionNote,
          }
        : null,
  };
}

export type DisputeListRow = {
  settlement: DepositSettlementRow;
  reference: string;
  propertyTitle: string;
  tenantName: string;
  tenantEmail: string;
  landlordName: string;
  landlordEmail: string;
};

export function toAdminDepositDispute(row: DisputeListRow): AdminDepositDispute {
  const { settlement } = row;
  return {
    booking_id: settlement.bookingId,
    booking_reference: row.reference,
    property_title: row.propertyTitle,
    tenant_name: row.tenantName,
    tenant_email: row.tenantEmail,
    landlord_name: row.landlordName,
    landlord_email: row.landlordEmail,
    deposit: paiseToRupees(settlement.depositPaise),
    deductions: itemsOf(settlement),
    refund: paiseToRupees(settlement.refundPaise),
    reason: settlement.disputeReason ?? '',
    disputed_at: settlement.disputedAt?.toISOString() ?? '',
    status: settlement.disputeStatus ?? 'open',
    decided_at: settlement.decidedAt?.toISOString() ?? null,
    decision_refund: paiseToRupees(settlement.decisionRefundPaise),
    decision_note: settlement.decisionNote,
  };
}
