import { eq } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.js';
import { addCalendarDays, marketInstant } from '../../lib/dates.js';
import type { Database } from '../client.js';
import { properties, type VisitHoursRow, visits } from '../schema/index.js';

const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const period = (weekday: number, from: number, to: number): VisitHoursRow => ({
  weekday,
  fromMinute: from * 60,
  toMinute: to * 60,
});

/** Weekly visit hours (India's time) on a few listings of each landlord, and one visit the demo tenant booked. */
export const DEMO_VISIT_HOURS = [
  {
    listing: 'Sea-facing 2BHK in Bandra West',
    slotMinutes: 30,
    hours: [...WEEKDAYS.map((d) => period(d, 18, 20)), period(6, 10, 13), period(0, 10, 13)],
  },
  {
    listing: 'Builder floor in Vasant Kunj',
    slotMinutes: 30,
    hours: EVERY_DAY.flatMap((d) => [period(d, 10, 12), period(d, 17, 19)]),
  },
  { listing: 'Family 3BHK in Andheri East', slotMinutes: 45, hours: [period(6, 9, 12), period(0, 9, 12)] },
  { listing: 'Garden house in Koregaon Park', slotMinutes: 60, hours: WEEKDAYS.map((d) => period(d, 16, 19)) },
] as const;

/** Rahul looks at the Vasant Kunj floor in three days, at 11:00: his Visits and Priya's are not empty. */
export const DEMO_VISIT = {
  listing: 'Builder floor in Vasant Kunj',
  tenant: 'tenant@rentease.local',
  inDays: 3,
  atMinute: 11 * 60,
  minutes: 30,
} as const;

/** Sets the demo visit hours and books the demo visit; `listingIds` and `accounts` are what the demo seed has just inserted. */
export async function seedDemoVisits(
  db: Pick<Database, 'insert' | 'update'>,
  listingIds: ReadonlyMap<string, { id: string; ownerId: string }>,
  accounts: readonly { id: string; email: string }[],
  clock: Clock,
) {
  for (const entry of DEMO_VISIT_HOURS) {
    const listing = listingIds.get(entry.listing);
    if (!listing) throw new Error(`demo visit hours refer to an unknown listing: ${entry.listing}`);
    await db
      .update(properties)
      .set({ visitHours: [...entry.hours], visitSlotMinutes: entry.slotMinutes })
      .where(eq(properties.id, listing.id));
  }
  const listing = listingIds.get(DEMO_VISIT.listing);
  const tenant = accounts.find((a) => a.email === DEMO_VISIT.tenant);
  if (!listing || !tenant) throw new Error(`the demo visit refers to an unknown listing or tenant: ${DEMO_VISIT.listing}`);
  const startsAt = marketInstant(addCalendarDays(clock.today(), DEMO_VISIT.inDays), DEMO_VISIT.atMinute);
  await db.insert(visits).values({
    propertyId: listing.id,
    tenantId: tenant.id,
    landlordId: listing.ownerId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + DEMO_VISIT.minutes * 60_000),
    createdAt: new Date(clock.now().getTime() - 3_600_000),
  });
}
