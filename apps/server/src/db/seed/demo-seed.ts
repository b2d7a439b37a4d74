import { count, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { addCalendarMonths, todayInMarket } from '../../lib/dates.js';
import { processImage } from '../../lib/images.js';
import type { ImageStorage } from '../../lib/storage.js';
import { insertUser } from '../../modules/users/users.service.js';
import type { Database } from '../client.js';
import { bookings, properties, propertyImages, uploads, users } from '../schema/index.js';
import { demoImages } from './demo-images.js';
import { DEMO_LISTINGS } from './demo-listings.js';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { role: 'landlord', email: 'landlord@rentease.local', firstName: 'Priya', lastName: 'Sharma', phone: '+91 98200 11111' },
  { role: 'landlord', email: 'arjun.landlord@rentease.local', firstName: 'Arjun', lastName: 'Mehta', phone: '+91 98450 22222' },
  { role: 'landlord', email: 'kavya.landlord@rentease.local', firstName: 'Kavya', lastName: 'Iyer', phone: '+91 94440 33333' },
  { role: 'tenant', email: 'tenant@rentease.local', firstName: 'Rahul', lastName: 'Verma', phone: '+91 99100 44444' },
  { role: 'tenant', email: 'ananya.tenant@rentease.local', firstName: 'Ananya', lastName: 'Das', phone: '+91 98300 55555' },
] as const;

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
export async function seedDemoData(db: Database, storage: ImageStorage, hashCost: number) {
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
      accounts.push(await insertUser(tx, { ...account, password: DEMO_PASSWORD }, hashCost));
    }
    const landlords = accounts.filter((a) => a.role === 'landlord');
    const tenant = accounts.find((a) => a.role === 'tenant');
    if (!tenant) throw new Error('demo seed has no tenant');
    const now = Date.now();
    for (const [index, listing] of DEMO_LISTINGS.entries()) {
      const owner = landlords[index % landlords.length];
      if (!owner) throw new Error('demo seed has no landlord');
      const [property] = await tx
        .insert(properties)
        .values({
          ownerId: owner.id,
          title: listing.title,
          description: [
            `${listing.title} — ${listing.areaSqft.toLocaleString('en-IN')} sq ft, ${listing.bedrooms} bedroom(s), ${listing.bathrooms} bathroom(s).`,
            '',
            ...listing.highlights.map((h) => `• ${h}`),
            '',
            'Message the owner to arrange a visit.',
          ].join('\n'),
          city: listing.city,
          address: listing.address,
          location: `${listing.address}, ${listing.city}`,
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
      if (listing.bookedByDemoTenant) await insertDemoStay(tx, property.id, tenant.id, listing.rupees);
    }
  });
}

/**
 * A stay the demo tenant is in the middle of (moved in a month ago, for three months), so the
 * marketplace shows a listing that is currently booked and when it frees up.
 */
async function insertDemoStay(db: Pick<Database, 'insert'>, propertyId: string, tenantId: string, monthlyRupees: number) {
  const months = 3;
  const moveInDate = addCalendarMonths(todayInMarket(), -1);
  await db.insert(bookings).values({
    propertyId,
    tenantId,
    status: 'confirmed',
    moveInDate,
    durationMonths: months,
    endDate: addCalendarMonths(moveInDate, months),
    amountPaise: monthlyRupees * 100 * months,
  });
}

/** Has the demo tenant account (used to tell whether SEED_DEMO=true still has work to do). */
export async function hasDemoAccounts(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  return row !== undefined;
}
