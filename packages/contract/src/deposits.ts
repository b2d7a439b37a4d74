import { z } from 'zod';

/** Itemised deductions a landlord may make from one deposit. */
export const DEPOSIT_DEDUCTIONS_MAX = 20;
export const DEPOSIT_REASON_MAX_LENGTH = 200;
export const DEPOSIT_DISPUTE_REASON_MAX_LENGTH = 2000;
export const DEPOSIT_DECISION_NOTE_MAX_LENGTH = 2000;

export const depositMessages = {
  bookingNotFound: 'Booking not found.',
  noDeposit: 'This booking has no deposit to settle.',
  notYours: 'Only the landlord of this stay or an admin can settle its deposit.',
  notYourBooking: 'You can only see the deposit of your own bookings.',
  stayNotEnded: 'The deposit can be settled once the stay has ended.',
  alreadySettled: 'This deposit has already been settled.',
  settleWindowClosed: 'The time to settle this deposit has passed: all of it goes back to the tenant.',
  reasonRequired: 'Say what each deduction is for',
  reasonTooLong: `A reason can be at most ${DEPOSIT_REASON_MAX_LENGTH} characters`,
  amountInvalid: 'Enter an amount above ₹0, in rupees and paise',
  tooManyDeductions: `At most ${DEPOSIT_DEDUCTIONS_MAX} deductions`,
  deductionsTooHigh: 'The deductions add up to more than the deposit',
  onlyTenantDisputes: 'Only the tenant of this stay can dispute its deposit settlement.',
  notSettled: 'This deposit has not been settled yet.',
  nothingDeducted: 'Nothing was deducted from this deposit, so there is nothing to dispute.',
  disputeWindowClosed: 'The time to dispute this settlement has passed.',
  alreadyDisputed: 'This settlement has already been disputed.',
  disputeReasonRequired: 'Say why you dispute the deductions',
  disputeReasonTooLong: `Keep it to ${DEPOSIT_DISPUTE_REASON_MAX_LENGTH} characters`,
  noOpenDispute: 'There is no open dispute on this deposit.',
  decisionTooHigh: 'The admin can return at most what was deducted',
  decisionInvalid: 'Enter ₹0 or more, in rupees and paise',
  noteTooLong: `Keep the note to ${DEPOSIT_DECISION_NOTE_MAX_LENGTH} characters`,
  refundStillPending: 'The settlement’s refund has not reached the tenant yet. Decide once it has.',
} as const;

const hasWholePaise = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Rupees as typed into a form ('2500.50') or sent as a number. */
const typedNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

const rupees = (message: string) =>
  z.preprocess(
    typedNumber,
    z.number({ error: message }).finite(message).positive(message).max(1e9, message).refine(hasWholePaise, message),
  );

export const depositDeduction = z.object({
  reason: z
    .string({ error: depositMessages.reasonRequired })
    .trim()
    .min(1, depositMessages.reasonRequired)
    .max(DEPOSIT_REASON_MAX_LENGTH, depositMessages.reasonTooLong),
  /** Rupees, above 0. */
  amount: rupees(depositMessages.amountInvalid),
});
export type DepositDeduction = z.infer<typeof depositDeduction>;

/** POST /api/bookings/{id}/deposit/settle: what the landlord keeps, item by item (none: all goes back). */
export const settleDepositBody = z.object({
  deductions: z
    .array(depositDeduction, { error: depositMessages.reasonRequired })
    .max(DEPOSIT_DEDUCTIONS_MAX, depositMessages.tooManyDeductions),
});
export type SettleDepositBody = z.infer<typeof settleDepositBody>;

/** POST /api/bookings/{id}/deposit/dispute. */
export const disputeDepositBody = z.object({
  reason: z
    .string({ error: depositMessages.disputeReasonRequired })
    .trim()
    .min(1, depositMessages.disputeReasonRequired)
    .max(DEPOSIT_DISPUTE_REASON_MAX_LENGTH, depositMessages.disputeReasonTooLong),
});
export type DisputeDepositBody = z.infer<typeof disputeDepositBody>;

/** POST /api/admin/deposit-disputes/{bookingId}/decide: rupees returned on top of the settlement (0: it stands). */
export const decideDepositDisputeBody = z.object({
  refund: z.preprocess(
    typedNumber,
    z
      .number({ error: depositMessages.decisionInvalid })
      .finite(depositMessages.decisionInvalid)
      .min(0, depositMessages.decisionInvalid)
      .max(1e9, depositMessages.decisionInvalid)
      .refine(hasWholePaise, depositMessages.decisionInvalid),
  ),
  note: z
    .string({ error: depositMessages.noteTooLong })
    .trim()
    .max(DEPOSIT_DECISION_NOTE_MAX_LENGTH, depositMessages.noteTooLong)
    .default(''),
});
export type DecideDepositDisputeBody = z.infer<typeof decideDepositDisputeBody>;

export const DEPOSIT_STATES = ['none', 'held', 'settled'] as const;

/** GET /api/bookings/{id}/deposit: where a booking's deposit stands, for its tenant, landlord and the admin. */
export const depositView = z.object({
  booking_id: z.string(),
  /** Rupees; 0 when the booking took none. */
  deposit: z.number(),
  /** none: no deposit; held: not settled yet; settled: the landlord (or the deadline) settled it. */
  state: z.enum(DEPOSIT_STATES),
  /** The stay is over (ended, or cancelled after move-in), so the deposit may be settled. */
  settleable: z.boolean(),
  /** yyyy-mm-dd: the last day the landlord may settle; after it, all of it goes back. Null until the stay is over. */
  settle_by: z.string().nullable(),
  settlement: z
    .object({
      deductions: z.array(z.object({ reason: z.string(), amount: z.number() })),
      /** Rupees returned by the settlement (deposit − deductions). */
      refund: z.number(),
      settled_at: z.string(),
      /** False when the deadline passed and all of it went back by itself. */
      settled_by_landlord: z.boolean(),
      /** When the refund reached the provider; null while it is still being sent. */
      refunded_at: z.string().nullable(),
      /** The last moment the tenant may dispute (ISO), or null when there is nothing to dispute. */
      dispute_by: z.string().nullable(),
    })
    .nullable(),
  dispute: z
    .object({
      status: z.enum(['open', 'decided']),
      reason: z.string(),
      disputed_at: z.string(),
      decided_at: z.string().nullable(),
      /** Rupees the admin returned on top of the settlement. */
      decision_refund: z.number(),
      decision_note: z.string().nullable(),
    })
    .nullable(),
});
export type DepositView = z.infer<typeof depositView>;

/** A dispute in the admin's queue, with what the admin needs to decide without another request. */
export const adminDepositDispute = z.object({
  booking_id: z.string(),
  booking_reference: z.string(),
  property_title: z.string(),
  tenant_name: z.string(),
  tenant_email: z.string(),
  landlord_name: z.string(),
  landlord_email: z.string(),
  deposit: z.number(),
  deductions: z.array(z.object({ reason: z.string(), amount: z.number() })),
  refund: z.number(),
  reason: z.string(),
  disputed_at: z.string(),
  status: z.enum(['open', 'decided']),
  decided_at: z.string().nullable(),
  decision_refund: z.number(),
  decision_note: z.string().nullable(),
});
export type AdminDepositDispute = z.infer<typeof adminDepositDispute>;

export const depositDisputesQuery = z.object({
  status: z.enum(['open', 'decided'], { error: 'status must be open or decided' }).default('open'),
});
export type DepositDisputesQuery = z.infer<typeof depositDisputesQuery>;
