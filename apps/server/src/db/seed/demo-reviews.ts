import { REVIEW_BLIND_DAYS } from '@rentease/contract';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.js';
import { addCalendarDays } from '../../lib/dates.js';
import type { Database } from '../client.js';
import { bookings, reviews } from '../schema/index.js';

const DAY = 24 * 60 * 60 * 1000;

type DemoReview = { rating: number; comment: string; daysAgo: number };

/**
 * Reviews of the demo's past stays, so a fresh start shows stars on several listings,
 * replies, and what landlords think of each tenant. `daysAgo` is when each side wrote; a review
 * is published when the second side writes (double-blind). Gachibowli has only Ananya's review,
 * written four days ago: still blind, so its landlord sees "Write a review" and nobody else sees
 * hers yet. The current stays (Koramangala, Salt Lake) are left for the demo people to review.
 */
export const DEMO_REVIEWS: readonly {
  listing: string;
  tenant: string;
  tenantReview: DemoReview;
  landlordReview?: DemoReview;
  reply?: { text: string; daysAgo: number };
}[] = [
  {
    listing: 'Compact studio near Powai Lake',
    tenant: 'tenant@rentease.local',
    tenantReview: {
      rating: 4,
      comment: 'Small but very well planned. Evening walks by the lake were the best part; the lift is slow.',
      daysAgo: 300,
    },
    landlordReview: { rating: 5, comment: 'Rahul kept the studio spotless and paid on time.', daysAgo: 298 },
    reply: { text: 'Thank you, Rahul! The lift was replaced last month.', daysAgo: 297 },
  },
  {
    listing: 'Sea-facing 2BHK in Bandra West',
    tenant: 'tenant@rentease.local',
    tenantReview: {
      rating: 5,
      comment: 'Waking up to the sea every morning was worth every rupee. Priya answers within the hour.',
      daysAgo: 85,
    },
    landlordReview: { rating: 5, comment: 'A considerate tenant; the neighbours were sad to see him go.', daysAgo: 84 },
  },
  {
    listing: 'Villa with pool in Sarjapur',
    tenant: 'ananya.tenant@rentease.local',
    tenantReview: {
      rating: 4,
      comment: 'Lovely pool and garden. It is far from the city, so plan your commute.',
      daysAgo: 88,
    },
    landlordReview: { rating: 4, comment: 'Ananya looked after the garden well.', daysAgo: 80 },
    reply: { text: 'Glad you enjoyed the garden, Ananya. A shuttle to Electronic City now stops at the gate.', daysAgo: 79 },
  },
  {
    listing: 'Cosy 1BHK in Lajpat Nagar',
    tenant: 'ananya.tenant@rentease.local',
    tenantReview: {
      rating: 3,
      comment: 'Great market right downstairs, but the water pressure was low in the mornings.',
      daysAgo: 28,
    },
    landlordReview: { rating: 4, comment: 'Friendly and tidy; rent always on time.', daysAgo: 26 },
  },
  {
    listing: 'Lake-view 3BHK in Gachibowli',
    tenant: 'ananya.tenant@rentease.local',
    tenantReview: { rating: 5, comment: 'Huge rooms and a view of the lake from every window.', daysAgo: 4 },
  },
];

/** Inserts the demo reviews; `listingIds` and `accounts` are what the demo seed has just inserted. */
export async function seedDemoReviews(
  db: Pick<Database, 'insert' | 'select'>,
  listingIds: ReadonlyMap<string, { id: string; ownerId: string }>,
  accounts: readonly { id: string; email: string }[],
  clock: Clock,
) {
  const now = clock.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  for (const demo of DEMO_REVIEWS) {
    const listing = listingIds.get(demo.listing);
    const tenant = accounts.find((a) => a.email === demo.tenant);
    if (!listing || !tenant) throw new Error(`demo review refers to an unknown listing or tenant: ${demo.listing}`);
    const [booking] = await db
      .select({ id: bookings.id, moveInDate: bookings.moveInDate })
      .from(bookings)
      .where(and(eq(bookings.propertyId, listing.id), eq(bookings.tenantId, tenant.id), eq(bookings.status, 'confirmed')))
      .limit(1);
    if (!booking) throw new Error(`demo review has no stay: ${demo.listing}`);
    const firstWritten = demo.tenantReview.daysAgo;
    if (addCalendarDays(clock.today(), -firstWritten) < booking.moveInDate) {
      throw new Error(`demo review written before its move-in date: ${demo.listing}`);
    }
    // Published when the second side wrote, else 14 days after the first (reviews.service.ts).
    const second = demo.landlordReview?.daysAgo;
    const publishedAt = at(
      second === undefined ? firstWritten - REVIEW_BLIND_DAYS : Math.max(second, firstWritten - REVIEW_BLIND_DAYS),
    );
    const stay = { bookingId: booking.id, propertyId: listing.id, publishedAt };
    await db.insert(reviews).values({
      ...stay,
      side: 'tenant',
      authorId: tenant.id,
      subjectId: listing.ownerId,
      rating: demo.tenantReview.rating,
      comment: demo.tenantReview.comment,
      createdAt: at(firstWritten),
      reply: demo.reply?.text ?? null,
      repliedAt: demo.reply ? at(demo.reply.daysAgo) : null,
    });
    if (demo.landlordReview) {
      await db.insert(reviews).values({
        ...stay,
        side: 'landlord',
        authorId: listing.ownerId,
        subjectId: tenant.id,
        rating: demo.landlordReview.rating,
        comment: demo.landlordReview.comment,
        createdAt: at(demo.landlordReview.daysAgo),
      });
    }
  }
}
