import { stayEndDate } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.js';
import { addCalendarDays } from '../../lib/dates.js';
import type { Database } from '../client.js';
import { bookingReferenceAt, bookings, payments } from '../schema/index.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * One cancelled booking on a fresh start: Ananya paid for three months at the Lajpat
 * Nagar flat five days ago and cancelled yesterday — past the 48 hours, so the first month was
 * kept and the other two refunded (the payment is partially_refunded). It moved in three weeks
 * from now, so it blocks nothing; it shows as cancelled in her My Bookings, the landlord's
 * Bookings and the admin's, and as partly refunded in the payments lists.
 */
export const DEMO_CANCELLATION = {
  listing: 'Cosy 1BHK in Lajpat Nagar',
  tenant: 'ananya.tenant@rentease.local',
  moveIn: 21,
  months: 3,
  paidDaysAgo: 5,
  cancelledDaysAgo: 1,
  reason: 'My job transfer to Pune came through, so I will not be moving to Delhi after all.',
} as const;

/** Inserts the demo cancellation; `listingIds` and `accounts` are what the demo seed has just inserted. */
export async function seedDemoCancellations(
  db: Pick<Database, 'insert'>,
  listingIds: ReadonlyMap<string, { id: string; ownerId: string; rupees: number }>,
  accounts: readonly { id: string; email: string }[],
  clock: Clock,
) {
  const stay = DEMO_CANCELLATION;
  const listing = listingIds.get(stay.listing);
  const tenant = accounts.find((a) => a.email === stay.tenant);
  if (!listing || !tenant) throw new Error(`demo cancellation refers to an unknown listing or tenant: ${stay.listing}`);
  const now = clock.now().getTime();
  const paidAt = new Date(now - stay.paidDaysAgo * DAY);
  const cancelledAt = new Date(now - stay.cancelledDaysAgo * DAY);
  const moveInDate = addCalendarDays(clock.today(), stay.moveIn);
  const monthlyPaise = listing.rupees * 100;
  const amountPaise = monthlyPaise * stay.months;
  const [booking] = await db
    .insert(bookings)
    .values({
      propertyId: listing.id,
      tenantId: tenant.id,
      landlordId: listing.ownerId,
      status: 'cancelled',
      moveInDate,
      durationMonths: stay.months,
      endDate: stayEndDate(moveInDate, stay.months),
      amountPaise,
      createdAt: paidAt,
      reference: bookingReferenceAt(paidAt),
      cancelledAt,
      cancelledById: tenant.id,
      cancelReason: stay.reason,
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error('insert into bookings returned no row');
  await db.insert(payments).values({
    bookingId: booking.id,
    tenantId: tenant.id,
    landlordId: listing.ownerId,
    propertyId: listing.id,
    provider: 'demo',
    providerSessionId: `cs_demo_seed_${booking.id}`,
    transactionId: `txn_demo_seed_${booking.id.slice(0, 8)}`,
    amountPaise,
    rentPaise: amountPaise,
    // Cancelled by the tenant after 48 hours: the first month is kept (cancellation.policy.ts).
    refundedAmountPaise: amountPaise - monthlyPaise,
    status: 'partially_refunded',
    invoiceNumber: sql<number>`nextval('payment_invoice_number_seq')`,
    createdAt: paidAt,
    expiresAt: paidAt,
    paidAt,
    refundedAt: cancelledAt,
  });
}
