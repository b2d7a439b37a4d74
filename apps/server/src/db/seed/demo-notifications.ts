import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.js';
import { confirmedStayMessage } from '../../modules/notifications/notification-events.js';
import { message } from '../../modules/notifications/notification-messages.js';
import { storedTexts } from '../../modules/notifications/notifications.service.js';
import type { Database } from '../client.js';
import { bookings, notifications } from '../schema/index.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The bells of the demo accounts on a fresh start, matching the demo's own stays and
 * conversations (demo-seed.ts): Ananya's stay in Salt Lake confirmed yesterday (both sides), the
 * unread chat messages (one unread row per conversation), and older, read news for Priya (Rahul's
 * Koramangala booking, his review of the Bandra flat). The booking ones count as emailed
 * already; the chat ones are due, so a minute after start the sweep writes them to
 * DATA_DIR/outbox and a newcomer sees what the emails look like.
 */
export async function seedDemoNotifications(
  db: Pick<Database, 'insert' | 'select'>,
  listingIds: ReadonlyMap<string, { id: string; ownerId: string; rupees: number }>,
  accounts: readonly { id: string; email: string; firstName: string }[],
  clock: Clock,
) {
  const now = clock.now().getTime();
  const person = (email: string) => {
    const found = accounts.find((a) => a.email === email);
    if (!found) throw new Error(`demo notification for an unknown account: ${email}`);
    return found;
  };
  const listing = (title: string) => {
    const found = listingIds.get(title);
    if (!found) throw new Error(`demo notification about an unknown listing: ${title}`);
    return { ...found, title };
  };
  const ownerName = (ownerId: string) => accounts.find((a) => a.id === ownerId)?.firstName ?? 'Your landlord';

  const rahul = person('tenant@rentease.local');
  const ananya = person('ananya.tenant@rentease.local');
  const saltLake = listing('Spacious flat in Salt Lake');
  const bandra = listing('Sea-facing 2BHK in Bandra West');
  const powai = listing('Compact studio near Powai Lake');
  const koramangala = listing('Bright 2BHK in Koramangala');
  const confirmedAt = new Date(now - DAY);
  const rahulBookedAt = new Date(now - 31 * DAY);
  const reviewedAt = new Date(now - 84 * DAY);
  // The texts name the seeded stays themselves (reference, dates, amount), as the real notifications do.
  const stayOf = async (tenantId: string, propertyId: string) => {
    const [booking] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.tenantId, tenantId), eq(bookings.propertyId, propertyId), eq(bookings.status, 'confirmed')));
    if (!booking) throw new Error('demo notification about a stay that was not seeded');
    return confirmedStayMessage(booking);
  };
  const stay = await stayOf(ananya.id, saltLake.id);

  await db.insert(notifications).values([
    {
      userId: ananya.id,
      type: 'booking_confirmed',
      ...storedTexts({ title: message('Your booking of {{title}} is confirmed', { title: saltLake.title }), body: stay }),
      link: '/tenant/bookings',
      createdAt: confirmedAt,
      emailedAt: confirmedAt,
    },
    {
      userId: saltLake.ownerId,
      type: 'booking_confirmed',
      ...storedTexts({
        title: message('{{name}} booked {{title}}', { name: ananya.firstName, title: saltLake.title }),
        body: stay,
      }),
      link: '/landlord/bookings',
      createdAt: confirmedAt,
      emailedAt: confirmedAt,
    },
    // Older news on the landlords' bells, already read.
    {
      userId: koramangala.ownerId,
      type: 'booking_confirmed',
      ...storedTexts({
        title: message('{{name}} booked {{title}}', { name: rahul.firstName, title: koramangala.title }),
        body: await stayOf(rahul.id, koramangala.id),
      }),
      link: '/landlord/bookings',
      createdAt: rahulBookedAt,
      readAt: rahulBookedAt,
      emailedAt: rahulBookedAt,
    },
    {
      userId: bandra.ownerId,
      type: 'review_published',
      ...storedTexts({
        title: message('{{name}} reviewed you: {{rating}} out of 5', { name: rahul.firstName, rating: 5 }),
        body: message('About {{title}}.', { title: bandra.title }),
      }),
      link: '/landlord/properties',
      createdAt: reviewedAt,
      readAt: reviewedAt,
      emailedAt: reviewedAt,
    },
    {
      userId: rahul.id,
      type: 'chat_message',
      ...storedTexts({
        title: message('New message from {{name}}', { name: ownerName(bandra.ownerId) }),
        body: message('About {{title}}', { title: bandra.title }),
      }),
      link: '/tenant/messages',
      groupKey: `chat:${rahul.id}:${bandra.ownerId}:${bandra.id}`,
      createdAt: new Date(now - 45 * MINUTE),
    },
    {
      userId: powai.ownerId,
      type: 'chat_message',
      ...storedTexts({
        title: message('{{count}} new messages from {{name}}', { count: 2, name: ananya.firstName }),
        body: message('About {{title}}', { title: powai.title }),
      }),
      link: '/landlord/messages',
      groupKey: `chat:${ananya.id}:${powai.ownerId}:${powai.id}`,
      createdAt: new Date(now - 298 * MINUTE),
    },
  ]);
}
