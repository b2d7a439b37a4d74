import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, properties, users } from '../../db/schema/index.js';
import { amounts, message, money } from './notification-messages.js';
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
  const values = { reference: booking.reference, refund: money(input.refundPaise), deposit: money(input.depositPaise) };
  const tenantBody = input.automatic
    ? message(
        'Booking {{reference}}. The landlord did not settle the deposit in time, so all of it comes back: {{refund}} of your {{deposit}} deposit is being refunded.',
        values,
      )
    : input.deductions.length > 0
      ? message(
          'Booking {{reference}}. {{refund}} of your {{deposit}} deposit is being refunded. Deducted: {{deductions}}. You can dispute the deductions within 7 days from the booking.',
          {
            ...values,
            // "Cleaning ₹2,000; Broken window ₹3,500"
            deductions: amounts(input.deductions.map((item) => ({ label: item.reason, paise: item.amountPaise }))),
          },
        )
      : message('Booking {{reference}}. {{refund}} of your {{deposit}} deposit is being refunded. Nothing was deducted.', values);
  return notifyAll(
    tx,
    [
      {
        userId: booking.tenantId,
        type: 'deposit_settled',
        title: message('Your deposit for {{title}} is settled', { title }),
        body: tenantBody,
        link: '/tenant/bookings',
      },
      ...(input.automatic
        ? [
            {
              userId: booking.landlordId,
              type: 'deposit_settled' as const,
              title: message("{{name}}'s deposit for {{title}} was refunded in full", { name: tenantFirstName, title }),
              body: message(
                'Booking {{reference}}. It was not settled in time, so all {{deposit}} went back to the tenant.',
                values,
              ),
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
  const values = { reference: booking.reference, reason: input.reason.slice(0, 300) };
  return notifyAll(
    tx,
    [
      {
        userId: booking.landlordId,
        type: 'deposit_disputed',
        title: message('{{name}} disputes the deposit deductions for {{title}}', { name: tenantFirstName, title }),
        body: message('Booking {{reference}}. "{{reason}}" RentEase will decide.', values),
        link: '/landlord/bookings',
      },
      ...admins.map((admin) => ({
        userId: admin.id,
        type: 'deposit_disputed' as const,
        title: message('Deposit dispute: {{title}}', { title }),
        body: message('Booking {{reference}}. "{{reason}}"', values),
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
  const values = { reference: booking.reference, amount: money(input.decisionRefundPaise) };
  const note = input.note ? input.note.slice(0, 500) : undefined;
  const body =
    input.decisionRefundPaise > 0
      ? note
        ? message(
            'Booking {{reference}}. {{amount}} more of the deposit is refunded to the tenant. {{note}} This decision is final.',
            { ...values, note },
          )
        : message(
            'Booking {{reference}}. {{amount}} more of the deposit is refunded to the tenant. This decision is final.',
            values,
          )
      : note
        ? message('Booking {{reference}}. The settlement stands. {{note}} This decision is final.', {
            reference: booking.reference,
            note,
          })
        : message('Booking {{reference}}. The settlement stands. This decision is final.', { reference: booking.reference });
  return notifyAll(
    tx,
    [
      {
        userId: booking.tenantId,
        type: 'deposit_dispute_decided',
        title: message('Your deposit dispute for {{title}} is decided', { title }),
        body,
        link: '/tenant/bookings',
      },
      {
        userId: booking.landlordId,
        type: 'deposit_dispute_decided',
        title: message('The deposit dispute for {{title}} is decided', { title }),
        body,
        link: '/landlord/bookings',
      },
    ],
    now,
  );
}
