import { stayEndDate } from '@rentease/contract';
import { count, eq, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Clock } from '../../lib/clock.js';
import { addCalendarDays } from '../../lib/dates.js';
import { processImage } from '../../lib/images.js';
import type { ImageStorage } from '../../lib/storage.js';
import { placeColumns } from '../../modules/places/listing-place.js';
import { insertUser } from '../../modules/users/users.service.js';
import type { Database } from '../client.js';
import {
  bookingReferenceAt,
  bookings,
  chatMessages,
  contactMessages,
  conversations,
  payments,
  properties,
  propertyImages,
  uploads,
  users,
} from '../schema/index.js';
import { seedDemoCancellations } from './demo-cancellations.js';
import { demoImages } from './demo-images.js';
import { DEMO_LISTINGS } from './demo-listings.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoRent } from './demo-rent.js';
import { seedDemoReports } from './demo-reports.js';
import { seedDemoRequests } from './demo-requests.js';
import { seedDemoReviews } from './demo-reviews.js';
import { seedDemoSaved } from './demo-saved.js';
import { seedDemoVisits } from './demo-visits.js';

/** '1 bedroom', '3 bedrooms': as people write it. */
const countOf = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { role: 'landlord', email: 'landlord@rentease.local', firstName: 'Priya', lastName: 'Sharma', phone: '+91 98200 11111' },
  { role: 'landlord', email: 'arjun.landlord@rentease.local', firstName: 'Arjun', lastName: 'Mehta', phone: '+91 98450 22222' },
  { role: 'landlord', email: 'kavya.landlord@rentease.local', firstName: 'Kavya', lastName: 'Iyer', phone: '+91 94440 33333' },
  { role: 'tenant', email: 'tenant@rentease.local', firstName: 'Rahul', lastName: 'Verma', phone: '+91 99100 44444' },
  { role: 'tenant', email: 'ananya.tenant@rentease.local', firstName: 'Ananya', lastName: 'Das', phone: '+91 98300 55555' },
] as const;

/**
 * Stays of the demo tenants, paid by card through the demo checkout, placed relative to today so a
 * fresh start always shows a current stay, past ones and earnings spread over several months.
 * `moveIn` is in days from today.
 */
export const DEMO_STAYS = [
  { listing: 'Compact studio near Powai Lake', tenant: 'tenant@rentease.local', moveIn: -370, months: 2 },
  { listing: 'Sea-facing 2BHK in Bandra West', tenant: 'tenant@rentease.local', moveIn: -270, months: 6 },
  { listing: 'Villa with pool in Sarjapur', tenant: 'ananya.tenant@rentease.local', moveIn: -150, months: 2 },
  { listing: 'Cosy 1BHK in Lajpat Nagar', tenant: 'ananya.tenant@rentease.local', moveIn: -120, months: 3 },
  { listing: 'Lake-view 3BHK in Gachibowli', tenant: 'ananya.tenant@rentease.local', moveIn: -60, months: 1 },
  // The demo tenant is staying here now: the listing shows as currently booked.
  { listing: 'Bright 2BHK in Koramangala', tenant: 'tenant@rentease.local', moveIn: -30, months: 3 },
  { listing: 'Spacious flat in Salt Lake', tenant: 'ananya.tenant@rentease.local', moveIn: -1, months: 6 },
] as const;

/**
 * Conversations of the demo accounts, so both Messages pages have something to show: `from` is
 * who writes each line, `minutesAgo` when. The last lines of some are still unread.
 */
export const DEMO_CONVERSATIONS = [
  {
    listing: 'Sea-facing 2BHK in Bandra West',
    tenant: 'tenant@rentease.local',
    lines: [
      { from: 'tenant', minutesAgo: 2880, text: 'Hi Priya, is the Bandra flat free from next month?' },
      { from: 'landlord', minutesAgo: 2860, text: 'Hello Rahul! Yes, it is. Would you like to see it this weekend?' },
      { from: 'tenant', minutesAgo: 2850, text: 'Saturday at 11 works for me.' },
      { from: 'landlord', minutesAgo: 45, text: 'Great, see you on Saturday at 11. The watchman will let you in.', unread: true },
    ],
  },
  {
    listing: 'Compact studio near Powai Lake',
    tenant: 'ananya.tenant@rentease.local',
    lines: [
      { from: 'tenant', minutesAgo: 300, text: 'Is the studio furnished, and is parking included?', unread: true },
      { from: 'tenant', minutesAgo: 298, text: 'Also, are pets allowed? I have a cat.', unread: true },
    ],
  },
  {
    listing: 'Bright 2BHK in Koramangala',
    tenant: 'tenant@rentease.local',
    lines: [
      { from: 'tenant', minutesAgo: 1440, text: 'The geyser in the second bathroom is not heating up.' },
      { from: 'landlord', minutesAgo: 1400, text: 'Sorry about that — a plumber will come tomorrow morning.' },
      { from: 'tenant', minutesAgo: 1390, text: 'Thank you!' },
    ],
  },
] as const;

/** Messages from the public contact form: the admin's Notifications, some already read. */
export const DEMO_CONTACT_MESSAGES = [
  {
    name: 'Sneha Kulkarni',
    email: 'sneha.k@example.com',
    hoursAgo: 2,
    read: false,
    message: 'Do you have listings in Nagpur? My company is moving me there in March.',
  },
  {
    name: 'Vikram Rao',
    email: 'vikram.rao@example.com',
    hoursAgo: 20,
    read: false,
    message: 'I paid for a booking but the confirmation email has not arrived. Can you check?',
  },
  {
    name: 'Farah Sheikh',
    email: 'farah@example.com',
    hoursAgo: 50,
    read: true,
    message: 'How do I list two flats in the same building without uploading the photos twice?',
  },
  {
    name: 'Deepak Menon',
    email: 'deepak.menon@example.com',
    hoursAgo: 120,
    read: true,
    message: 'Great service — found a flat in Kochi in two days. Thank you!',
  },
] as const;

/** Paid two days before moving in, at 11:00 in India. */
const paidAtFor = (moveInDate: string) => new Date(`${addCalendarDays(moveInDate, -2)}T11:00:00+05:30`);

/** True when nobody but the admin has an account and no listing exists. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [people] = await db.select({ n: count() }).from(users).where(ne(users.role, 'admin'));
  const [listings] = await db.select({ n: count() }).from(properties);
  return (people?.n ?? 0) === 0 && (listings?.n ?? 0) === 0;
}

/**
 * Demo landlords, tenants and listings with generated pictures. The twelve pictures are rendered
 * once and shared by upload rows, so seeding takes a second or two, not a minute.
 */
export async function seedDemoData(db: Database, storage: ImageStorage, hashCost: number, clock: Clock) {
  const pictures: { cardKey: string; fullKey: string; width: number; height: number }[] = [];
  for (const image of demoImages()) {
    const processed = await processImage(await sharp(Buffer.from(image.svg)).png().toBuffer());
    const cardKey = `${image.name}-card.webp`;
    const fullKey = `${image.name}-full.webp`;
    await storage.save(cardKey, processed.card);
    await storage.save(fullKey, processed.full);
    pictures.push({ cardKey, fullKey, width: processed.width, height: processed.height });
  }

  await db.transaction(async (tx) => {
    const accounts = [];
    for (const account of DEMO_ACCOUNTS) {
      // Demo people are verified, so their notification emails reach the outbox.
      accounts.push(await insertUser(tx, { ...account, password: DEMO_PASSWORD, emailVerifiedAt: clock.now() }, hashCost));
    }
    const landlords = accounts.filter((a) => a.role === 'landlord');
    const listingIds = new Map<string, { id: string; ownerId: string; rupees: number }>();
    const now = clock.now().getTime();
    for (const [index, listing] of DEMO_LISTINGS.entries()) {
      const owner = landlords[index % landlords.length];
      if (!owner) throw new Error('demo seed has no landlord');
      const [property] = await tx
        .insert(properties)
        .values({
          ownerId: owner.id,
          title: listing.title,
          description: [
            `${listing.title} — ${listing.areaSqft.toLocaleString('en-IN')} sq ft, ${countOf(listing.bedrooms, 'bedroom')}, ${countOf(listing.bathrooms, 'bathroom')}.`,
            '',
            ...listing.highlights.map((h) => `• ${h}`),
            '',
            'Message the owner to arrange a visit.',
          ].join('\n'),
          city: listing.city,
          address: listing.address,
          location: `${listing.address}, ${listing.city}`,
          ...placeColumns(listing.place),
          pricePaise: listing.rupees * 100,
          bedrooms: listing.bedrooms,
          bathrooms: listing.bathrooms,
          areaSqft: listing.areaSqft,
          propertyType: listing.type,
          // Spread creation times so "newest first" has a stable, meaningful order.
          createdAt: new Date(now - index * 3_600_000),
        })
        .returning({ id: properties.id });
      if (!property) throw new Error('insert into properties returned no row');
      const sceneOrder = listing.type === 'apartment' || listing.type === 'studio' ? [0, 2, 1] : [1, 2, 0];
      for (const [position, scene] of sceneOrder.entries()) {
        const picture = pictures[scene + 3 * ((index + position) % 4)];
        if (!picture) throw new Error('demo picture missing');
        const [upload] = await tx
          .insert(uploads)
          .values({ ownerId: owner.id, ...picture })
          .returning({ id: uploads.id });
        if (!upload) throw new Error('insert into uploads returned no row');
        await tx.insert(propertyImages).values({ propertyId: property.id, position, uploadId: upload.id });
      }
      listingIds.set(listing.title, { id: property.id, ownerId: owner.id, rupees: listing.rupees });
    }
    for (const stay of DEMO_STAYS) {
      const listing = listingIds.get(stay.listing);
      const tenant = accounts.find((a) => a.email === stay.tenant);
      if (!listing || !tenant) throw new Error(`demo stay refers to an unknown listing or tenant: ${stay.listing}`);
      await insertDemoStay(tx, {
        ...listing,
        tenantId: tenant.id,
        moveInDate: addCalendarDays(clock.today(), stay.moveIn),
        months: stay.months,
      });
    }
    await tx.insert(contactMessages).values(
      DEMO_CONTACT_MESSAGES.map((m) => ({
        name: m.name,
        email: m.email,
        message: m.message,
        isRead: m.read,
        createdAt: new Date(now - m.hoursAgo * 3_600_000),
      })),
    );
    for (const chat of DEMO_CONVERSATIONS) {
      const listing = listingIds.get(chat.listing);
      const tenant = accounts.find((a) => a.email === chat.tenant);
      if (!listing || !tenant) throw new Error(`demo conversation refers to an unknown listing or tenant: ${chat.listing}`);
      await insertDemoConversation(
        tx,
        { tenantId: tenant.id, landlordId: listing.ownerId, propertyId: listing.id },
        chat.lines,
        now,
      );
    }
    await seedDemoReports(tx, listingIds, accounts, now);
    await seedDemoCancellations(tx, listingIds, accounts, clock);
    await seedDemoReviews(tx, listingIds, accounts, clock);
    await seedDemoSaved(tx, listingIds, accounts, now);
    await seedDemoRequests(tx, listingIds, accounts, clock);
    await seedDemoNotifications(tx, listingIds, accounts, clock);
    await seedDemoVisits(tx, listingIds, accounts, clock);
    await seedDemoRent(tx, listingIds, accounts, clock);
  });
}

/** A conversation's messages and its summary row, as the chat service would have written them. */
async function insertDemoConversation(
  db: Pick<Database, 'insert'>,
  key: { tenantId: string; landlordId: string; propertyId: string },
  lines: readonly { from: string; minutesAgo: number; text: string; unread?: boolean }[],
  now: number,
) {
  const rows = await db
    .insert(chatMessages)
    .values(
      lines.map((line) => {
        const createdAt = new Date(now - line.minutesAgo * 60_000);
        const isRead = !line.unread;
        return {
          ...key,
          senderId: line.from === 'tenant' ? key.tenantId : key.landlordId,
          message: line.text,
          createdAt,
          isRead,
          readAt: isRead ? new Date(createdAt.getTime() + 60_000) : null,
        };
      }),
    )
    .returning();
  const last = rows.at(-1);
  if (!last) return;
  const unread = (side: string) => rows.filter((row) => !row.isRead && row.senderId !== side).length;
  await db.insert(conversations).values({
    ...key,
    lastMessageId: last.id,
    lastMessageSeq: last.seq,
    lastMessageAt: last.createdAt,
    tenantUnread: unread(key.tenantId),
    landlordUnread: unread(key.landlordId),
  });
}

/** A confirmed stay with the card payment that confirmed it (and its invoice number). */
async function insertDemoStay(
  db: Pick<Database, 'insert'>,
  stay: { id: string; ownerId: string; rupees: number; tenantId: string; moveInDate: string; months: number },
) {
  const amountPaise = stay.rupees * 100 * stay.months;
  const [booking] = await db
    .insert(bookings)
    .values({
      propertyId: stay.id,
      tenantId: stay.tenantId,
      landlordId: stay.ownerId,
      status: 'confirmed',
      moveInDate: stay.moveInDate,
      durationMonths: stay.months,
      endDate: stayEndDate(stay.moveInDate, stay.months),
      amountPaise,
      createdAt: paidAtFor(stay.moveInDate),
      reference: bookingReferenceAt(paidAtFor(stay.moveInDate)),
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error('insert into bookings returned no row');
  const paidAt = paidAtFor(stay.moveInDate);
  await db.insert(payments).values({
    bookingId: booking.id,
    tenantId: stay.tenantId,
    landlordId: stay.ownerId,
    propertyId: stay.id,
    provider: 'demo',
    providerSessionId: `cs_demo_seed_${booking.id}`,
    transactionId: `txn_demo_seed_${booking.id.slice(0, 8)}`,
    amountPaise,
    rentPaise: amountPaise,
    status: 'paid',
    invoiceNumber: sql<number>`nextval('payment_invoice_number_seq')`,
    createdAt: paidAt,
    expiresAt: paidAt,
    paidAt,
  });
}

/** Has the demo tenant account (used to tell whether SEED_DEMO=true still has work to do). */
export async function hasDemoAccounts(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  return row !== undefined;
}
