import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, properties, users } from '../../db/schema/index.js';
import { formatInr } from '../../lib/money.js';
import { type Notified, notifyAll } from './notifications.service.js';

/**
 * The deposit's events at move-out, each called inside its own transaction like the events in
 * notification-events.ts: settled (with the items), disputed, and the admin's decision.
 */

async function depositParties(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, title: properties.title, tenantFirstName: users.firstName })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.tenantId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} not found for its notification`);
  return row;
}

/** "Cleaning ₹2,000; Broken window ₹3,500": the deductions as one line. */
export function describeDeductions(deductions: { reason: string; amountPaise: number }[]): string {
  return deductions.map((item) => `${item.reason} ${formatInr(item.amountPaise)}`).join('; ');
}

/**
 * The deposit was settled: the tenant hears what comes back and each deduction; the landlord too
 * when the deadline settled it for them (all of it back).
 */
export async function notifyDepositSettled(
  tx: DbOrTx,
  now: Date,
  input: {
    bookingId: string;
    depositPaise: number;
    refundPaise: number;
    deductions: { reason: string; amountPaise: number }[];
    automatic: boolean;
  },
): Promise<Notified[]> {
  const { booking, title, tenantFirstName } = await depositParties(tx, input.bookingId);
  const items = input.deductions.length > 0 ? ` Deducted: ${describeDeductions(input.deductions)}.` : ' Nothing was deducted.';
  const back = `${formatInr(input.refundPaise)} of your ${formatInr(input.depositPaise)} deposit is being refunded.`;
  const tenantBody = input.automatic
    ? `The landlord did not settle the deposit in time, so all of it comes back: ${back}`
    : `${back}${items}${input.deductions.length > 0 ? ' You can dispute the deductions within 7 days from the booking.' : ''}`;
  return notifyAll(
    tx,
    [
      {
        userId: booking.tenantId,
        type: 'deposit_settled',
        title: `Your deposit for ${title} is settled`,
        body: `Booking ${booking.reference}. ${tenantBody}`,
        link: '/tenant/bookings',
      },
      ...(input.automatic
        ? [
            {
              userId: booking.landlordId,
              type: 'deposit_settled' as const,
              title: `${tenantFirstName}'s deposit for ${title} was refunded in full`,
              body: `Booking ${booking.reference}. It was not settled in time, so all ${formatInr(input.depositPaise)} went back to the tenant.`,
              link: '/landlord/bookings',
            },
          ]
        : []),
    ],
    now,
  );
}

/** The tenant disputes the deductions: the landlord and every admin hear of it. */
export async function notifyDepositDisputed(
  tx: DbOrTx,
  now: Date,
  input: { bookingId: string; reason: string },
): Promise<Notified[]> {
  const { booking, title, tenantFirstName } = await depositParties(tx, input.bookingId);
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.blocked, false), isNull(users.deletedAt)));
  const body = `Booking ${booking.reference}. "${input.reason.slice(0, 300)}"`;
  return notifyAll(
    tx,
    [
      {
        userId: booking.landlordId,
        type: 'deposit_disputed',
        title: `${tenantFirstName} disputes the deposit deductions for ${title}`,
        body: `${body} RentEase will decide.`,
        link: '/landlord/bookings',
      },
      ...admins.map((admin) => ({
        userId: admin.id,
        type: 'deposit_disputed' as const,
        title: `Deposit dispute: ${title}`,
        body,
        link: '/admin/reports',
      })),
    ],
    now,
  );
}

/** The admin decided a dispute: tenant and landlord both hear the outcome. */
export async function notifyDepositDisputeDecided(
  tx: DbOrTx,
  now: Date,
  input: { bookingId: string; decisionRefundPaise: number; note: string | null },
): Promise<Notified[]> {
  const { booking, title } = await depositParties(tx, input.bookingId);
  const outcome =
    input.decisionRefundPaise > 0
      ? `${formatInr(input.decisionRefundPaise)} more of the deposit is refunded to the tenant.`
      : 'The settlement stands.';
  const body = `Booking ${booking.reference}. ${outcome}${input.note ? ` ${input.note.slice(0, 500)}` : ''} This decision is final.`;
  return notifyAll(
    tx,
    [
      {
        userId: booking.tenantId,
        type: 'deposit_dispute_decided',
        title: `Your deposit dispute for ${title} is decided`,
        body,
        link: '/tenant/bookings',
      },
      {
        userId: booking.landlordId,
        type: 'deposit_dispute_decided',
        title: `The deposit dispute for ${title} is decided`,
        body,
        link: '/landlord/bookings',
      },
    ],
    now,
  );
}
