import { stayEndDate } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.js';
import { addCalendarDays } from '../../lib/dates.js';
import type { Database } from '../client.js';
import { bookingRequests, properties, renterProfiles } from '../schema/index.js';

const HOUR_MS = 3_600_000;

/**
 * Priya's listing whose bookings she approves herself (tenants may choose a move-in day up to two
 * months ahead), and the requests on it: Ananya's approved one for a short stay first (a day left
 * to pay) and Rahul's pending one after it (Priya has two days to answer). Days are from today,
 * hours before now.
 */
export const DEMO_REQUESTS = {
  listing: 'Builder floor in Vasant Kunj',
  moveInWindowDays: 60,
  requests: [
    {
      tenant: 'tenant@rentease.local',
      status: 'pending',
      moveIn: 40,
      months: 11,
      sentHoursAgo: 5,
      application: {
        occupants: 2,
        occupation: 'Product manager',
        employer: 'Zomato',
        monthlyIncomePaise: 18_000_000,
        hasPets: false,
        about: 'My wife and I are moving to Delhi for work. We are non-smokers, quiet, and keep a home tidy.',
      },
    },
    {
      tenant: 'ananya.tenant@rentease.local',
      status: 'approved',
      moveIn: 3,
      months: 1,
      sentHoursAgo: 20,
      answeredHoursAgo: 2,
      application: {
        occupants: 1,
        occupation: 'Architect',
        employer: null,
        monthlyIncomePaise: null,
        hasPets: true,
        about: 'Working from home most days, with one calm indoor cat.',
      },
    },
  ],
} as const;

/**
 * Turns the demo's 'request' listing to owner-approved booking and adds its requests; each
 * tenant's application is also their renter profile. `listingIds` and `accounts` are what the
 * demo seed has just inserted.
 */
export async function seedDemoRequests(
  db: Pick<Database, 'insert' | 'update'>,
  listingIds: ReadonlyMap<string, { id: string; ownerId: string; rupees: number }>,
  accounts: readonly { id: string; email: string }[],
  clock: Clock,
) {
  const listing = listingIds.get(DEMO_REQUESTS.listing);
  if (!listing) throw new Error(`demo request listing is unknown: ${DEMO_REQUESTS.listing}`);
  await db
    .update(properties)
    .set({ bookingMode: 'request', moveInWindowDays: DEMO_REQUESTS.moveInWindowDays })
    .where(eq(properties.id, listing.id));
  const now = clock.now().getTime();
  const today = clock.today();
  for (const request of DEMO_REQUESTS.requests) {
    const tenant = accounts.find((a) => a.email === request.tenant);
    if (!tenant) throw new Error(`demo request refers to an unknown tenant: ${request.tenant}`);
    const moveInDate = addCalendarDays(today, request.moveIn);
    const createdAt = new Date(now - request.sentHoursAgo * HOUR_MS);
    const answeredAt = 'answeredHoursAgo' in request ? new Date(now - request.answeredHoursAgo * HOUR_MS) : null;
    const expiresAt = answeredAt ? new Date(answeredAt.getTime() + 24 * HOUR_MS) : new Date(createdAt.getTime() + 48 * HOUR_MS);
    await db.insert(bookingRequests).values({
      propertyId: listing.id,
      tenantId: tenant.id,
      landlordId: listing.ownerId,
      status: request.status,
      moveInDate,
      durationMonths: request.months,
      endDate: stayEndDate(moveInDate, request.months),
      amountPaise: listing.rupees * 100 * request.months,
      application: request.application,
      createdAt,
      expiresAt,
      answeredAt,
    });
    await db
      .insert(renterProfiles)
      .values({ userId: tenant.id, ...request.application, updatedAt: createdAt })
      .onConflictDoNothing();
  }
}
