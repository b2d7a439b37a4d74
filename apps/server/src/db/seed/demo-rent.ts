import { addCalendarMonths, rentPeriodsOf, stayEndDate } from '@rentease/contract';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.js';
import { addCalendarDays } from '../../lib/dates.js';
import { recordAgreementSignatures } from '../../modules/agreements/agreements.service.js';
import type { DbOrTx } from '../client.js';
import { bookingReferenceAt, bookings, depositSettlements, payments, properties, rentPeriods } from '../schema/index.js';

type DemoListing = { id: string; ownerId: string; rupees: number };
type DemoDb = DbOrTx;

/** 11:00 in India on `date`: when the demo's payments were made. */
const at11 = (date: string) => new Date(`${date}T11:00:00+05:30`);
const DAY_MS = 86_400_000;

/**
 * The stay month by month: Rahul rents Arjun's Hinjewadi flat on an eleven-month agreement paid
 * monthly, with two months paid and the third due in three days; Ananya's past stay at the
 * Koregaon Park garden house ended last week, its deposit settled with one deduction that she
 * disputes; and her stay at Priya's Besant Nagar flat ended a few days ago, its deposit still held,
 * for Priya to settle within the window. Days are from today.
 */
export const DEMO_RENT = {
  monthly: {
    listing: '2BHK near Hinjewadi IT Park',
    tenant: 'tenant@rentease.local',
    /** How the listing's landlord (Arjun) typed his name when signing. */
    landlordName: 'Arjun Mehta',
    months: 11,
    paidMonths: 2,
    nextDueInDays: 3,
    depositMonths: 2,
    houseRules: [
      'No smoking inside the flat or on the balcony.',
      'Pets are welcome with the owner’s written consent.',
      'Quiet hours are from 10 pm to 7 am, as the society’s rules say.',
      'Guests staying more than a week are told to the owner in advance.',
    ].join('\n'),
  },
  settled: {
    listing: 'Garden house in Koregaon Park',
    tenant: 'ananya.tenant@rentease.local',
    months: 3,
    endedDaysAgo: 9,
    depositMonths: 2,
    settledDaysAgo: 6,
    deduction: { reason: 'Repainting the bedroom wall (marker drawings)', rupees: 7_500 },
    disputedDaysAgo: 2,
    dispute: 'The marks were there when I moved in; they are in the photos I sent the owner on my first day.',
  },
  unsettled: {
    listing: 'Beachside 2BHK in Besant Nagar',
    tenant: 'ananya.tenant@rentease.local',
    landlord: 'landlord@rentease.local',
    months: 2,
    endedDaysAgo: 4,
    depositMonths: 2,
  },
} as const;

/** Adds the demo's monthly stay, its settled-and-disputed deposit and its deposit still to settle (see DEMO_RENT). */
export async function seedDemoRent(
  db: DemoDb,
  listingIds: ReadonlyMap<string, DemoListing>,
  accounts: readonly { id: string; email: string; firstName: string; lastName: string }[],
  clock: Clock,
) {
  const find = (listingTitle: string, email: string) => {
    const listing = listingIds.get(listingTitle);
    const tenant = accounts.find((a) => a.email === email);
    if (!listing || !tenant) throw new Error(`demo rent refers to an unknown listing or tenant: ${listingTitle}`);
    return { listing, tenant: { id: tenant.id, name: `${tenant.firstName} ${tenant.lastName}` } };
  };
  const today = clock.today();

  const monthly = DEMO_RENT.monthly;
  {
    const { listing, tenant } = find(monthly.listing, monthly.tenant);
    const rentPaise = listing.rupees * 100;
    const depositPaise = rentPaise * monthly.depositMonths;
    await db.update(properties).set({ depositPaise, houseRules: monthly.houseRules }).where(eq(properties.id, listing.id));
    // Month three falls due in a few days: move-in was two calendar months before that day.
    const moveInDate = addCalendarMonths(addCalendarDays(today, monthly.nextDueInDays), -monthly.paidMonths);
    const paidAt = at11(addCalendarDays(moveInDate, -2));
    const booking = await insertBooking(db, listing, tenant.id, {
      moveInDate,
      months: monthly.months,
      plan: 'monthly',
      depositPaise,
      bookedAt: paidAt,
    });
    const months = rentPeriodsOf(moveInDate, monthly.months);
    const paymentIds: string[] = [];
    for (const [index, month] of months.slice(0, monthly.paidMonths).entries()) {
      // The first payment carries the deposit and month one; each later month is paid a day early, by UPI.
      const when = index === 0 ? paidAt : at11(addCalendarDays(month.start, -1));
      paymentIds.push(
        await insertPaidPayment(db, listing, tenant.id, booking.id, {
          rentPaise,
          depositPaise: index === 0 ? depositPaise : 0,
          rentPeriod: index === 0 ? null : month.start,
          method: index === 0 ? 'card' : 'upi',
          paidAt: when,
        }),
      );
    }
    // Both signed the agreement before move-in, the tenant first.
    const signature = (party: 'tenant' | 'landlord', userId: string, name: string, daysBeforeMoveIn: number) => ({
      party,
      userId,
      fullName: name,
      signedAt: at11(addCalendarDays(moveInDate, -daysBeforeMoveIn)),
      ip: '203.0.113.24',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/129.0 Mobile',
    });
    await recordAgreementSignatures(db, booking.id, [
      signature('tenant', tenant.id, tenant.name, 2),
      signature('landlord', listing.ownerId, monthly.landlordName, 1),
    ]);
    await db.insert(rentPeriods).values(
      months.map((month, index) => {
        const paymentId = paymentIds[index] ?? null;
        const due = at11(month.start);
        const isPast = due.getTime() <= clock.now().getTime();
        return {
          bookingId: booking.id,
          periodStart: month.start,
          periodEnd: month.end,
          dueDate: month.start,
          amountPaise: rentPaise,
          paymentId,
          paidAt: paymentId ? (index === 0 ? paidAt : at11(addCalendarDays(month.start, -1))) : null,
          // Months already paid had their reminders; the due one has not had its first yet.
          remindedBeforeAt: paymentId && index > 0 ? new Date(due.getTime() - 3 * DAY_MS) : null,
          remindedDueAt: paymentId && index > 0 && isPast ? due : null,
        };
      }),
    );
  }

  const settled = DEMO_RENT.settled;
  {
    const { listing, tenant } = find(settled.listing, settled.tenant);
    const rentPaise = listing.rupees * 100;
    const depositPaise = rentPaise * settled.depositMonths;
    await db.update(properties).set({ depositPaise }).where(eq(properties.id, listing.id));
    const endDate = addCalendarDays(today, -settled.endedDaysAgo);
    const moveInDate = addCalendarMonths(endDate, -settled.months);
    const paidAt = at11(addCalendarDays(moveInDate, -2));
    const booking = await insertBooking(db, listing, tenant.id, {
      moveInDate,
      months: settled.months,
      plan: 'full',
      depositPaise,
      bookedAt: paidAt,
    });
    await insertPaidPayment(db, listing, tenant.id, booking.id, {
      rentPaise: rentPaise * settled.months,
      depositPaise,
      rentPeriod: null,
      method: 'card',
      paidAt,
    });
    const deductionPaise = settled.deduction.rupees * 100;
    const settledAt = at11(addCalendarDays(today, -settled.settledDaysAgo));
    await db.insert(depositSettlements).values({
      bookingId: booking.id,
      depositPaise,
      deductions: [{ reason: settled.deduction.reason, amountPaise: deductionPaise }],
      refundPaise: depositPaise - deductionPaise,
      settledAt,
      settledById: listing.ownerId,
      refundedAt: new Date(settledAt.getTime() + 60_000),
      disputeStatus: 'open',
      disputeReason: settled.dispute,
      disputedAt: at11(addCalendarDays(today, -settled.disputedDaysAgo)),
    });
  }

  const unsettled = DEMO_RENT.unsettled;
  {
    const { listing, tenant } = find(unsettled.listing, unsettled.tenant);
    const rentPaise = listing.rupees * 100;
    const depositPaise = rentPaise * unsettled.depositMonths;
    await db.update(properties).set({ depositPaise }).where(eq(properties.id, listing.id));
    // Over a few days ago and not settled yet: the landlord still has most of the window.
    const endDate = addCalendarDays(today, -unsettled.endedDaysAgo);
    const moveInDate = addCalendarMonths(endDate, -unsettled.months);
    const paidAt = at11(addCalendarDays(moveInDate, -2));
    const booking = await insertBooking(db, listing, tenant.id, {
      moveInDate,
      months: unsettled.months,
      plan: 'full',
      depositPaise,
      bookedAt: paidAt,
    });
    await insertPaidPayment(db, listing, tenant.id, booking.id, {
      rentPaise: rentPaise * unsettled.months,
      depositPaise,
      rentPeriod: null,
      method: 'card',
      paidAt,
    });
  }
}

async function insertBooking(
  db: DemoDb,
  listing: DemoListing,
  tenantId: string,
  stay: { moveInDate: string; months: number; plan: 'full' | 'monthly'; depositPaise: number; bookedAt: Date },
) {
  const [booking] = await db
    .insert(bookings)
    .values({
      propertyId: listing.id,
      tenantId,
      landlordId: listing.ownerId,
      status: 'confirmed',
      moveInDate: stay.moveInDate,
      durationMonths: stay.months,
      endDate: stayEndDate(stay.moveInDate, stay.months),
      amountPaise: listing.rupees * 100 * stay.months,
      paymentPlan: stay.plan,
      depositPaise: stay.depositPaise,
      createdAt: stay.bookedAt,
      reference: bookingReferenceAt(stay.bookedAt),
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error('insert into bookings returned no row');
  return booking;
}

async function insertPaidPayment(
  db: DemoDb,
  listing: DemoListing,
  tenantId: string,
  bookingId: string,
  money: { rentPaise: number; depositPaise: number; rentPeriod: string | null; method: string; paidAt: Date },
): Promise<string> {
  const key = `${bookingId}_${money.rentPeriod ?? 'first'}`;
  const [payment] = await db
    .insert(payments)
    .values({
      bookingId,
      tenantId,
      landlordId: listing.ownerId,
      propertyId: listing.id,
      provider: 'demo',
      providerSessionId: `cs_demo_seed_${key}`,
      transactionId: `txn_demo_seed_${key.slice(0, 8)}${money.rentPeriod ? money.rentPeriod.replaceAll('-', '') : ''}`,
      amountPaise: money.rentPaise + money.depositPaise,
      rentPaise: money.rentPaise,
      depositPaise: money.depositPaise,
      rentPeriod: money.rentPeriod,
      method: money.method,
      status: 'paid',
      invoiceNumber: sql<number>`nextval('payment_invoice_number_seq')`,
      createdAt: money.paidAt,
      expiresAt: money.paidAt,
      paidAt: money.paidAt,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('insert into payments returned no row');
  return payment.id;
}
