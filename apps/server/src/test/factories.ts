import { randomUUID } from 'node:crypto';
import { type Property, type PropertyType, type Role, stayEndDate } from '@rentease/contract';
import type { Language } from '@rentease/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import {
  type BookingRow,
  bookings,
  type PropertyRow,
  properties,
  propertyImages,
  type UserRow,
  uploads,
  userSessions,
  users,
} from '../db/schema/index.js';
import { insertUser } from '../modules/users/users.service.js';
import { TEST_HASH_COST } from './test-app.js';

export type TestUser = UserRow & { password: string };

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomUUID().slice(0, 8)}@example.com`;
}

/** An account; verified unless `emailVerified: false` (only verified addresses get notification emails). */
export async function buildUser(
  db: Database,
  options: { role?: Role; blocked?: boolean; password?: string; emailVerified?: boolean; language?: Language } = {},
) {
  const role = options.role ?? 'tenant';
  const password = options.password ?? 'secret-password';
  const row = await insertUser(
    db,
    {
      role,
      email: uniqueEmail(role),
      password,
      firstName: 'Test',
      lastName: role,
      phone: '+91 90000 00000',
      emailVerifiedAt: options.emailVerified === false ? null : new Date(),
      language: options.language,
    },
    TEST_HASH_COST,
  );
  if (options.blocked) await db.update(users).set({ blocked: true }).where(eq(users.id, row.id));
  await insertStandingSession(db, row.id);
  return { ...row, blocked: options.blocked ?? false, password } satisfies TestUser;
}

/**
 * The signed-in session `tokenFor` names: one per built user, its id the user's own (so a token can
 * be signed without a database round trip), never expiring on its own. Ended like any other by a
 * password change or account deletion.
 */
export async function insertStandingSession(db: Database, userId: string): Promise<void> {
  await db
    .insert(userSessions)
    .values({ id: userId, userId, expiresAt: new Date('9999-01-01T00:00:00Z'), userAgent: 'test factory' })
    .onConflictDoNothing();
}

type AccountOptions = { blocked?: boolean; emailVerified?: boolean; language?: Language };
export const buildTenant = (db: Database, options: AccountOptions = {}) => buildUser(db, { ...options, role: 'tenant' });
export const buildLandlord = (db: Database, options: AccountOptions = {}) => buildUser(db, { ...options, role: 'landlord' });
export const buildAdmin = (db: Database) => buildUser(db, { role: 'admin' });

/**
 * A valid bearer token for the user, signed the way the login route signs it, in the standing
 * session the factory gave the user (`insertStandingSession` for users made another way).
 */
export function tokenFor(app: FastifyInstance, user: Pick<UserRow, 'id' | 'role'>): string {
  return app.jwt.sign({ sub: user.id, role: user.role, sid: user.id }, { expiresIn: '1h' });
}

export function bearer(app: FastifyInstance, user: Pick<UserRow, 'id' | 'role'>) {
  return { authorization: `Bearer ${tokenFor(app, user)}` };
}

export type PropertyOverrides = Partial<{
  title: string;
  city: string;
  address: string;
  rupees: number;
  bedrooms: number;
  bathrooms: number;
  areaSqft: number;
  propertyType: PropertyType;
  createdAt: Date;
  images: number;
  /** The security deposit in rupees (default none). */
  deposit: number;
  houseRules: string;
}>;

/** A live listing owned by `owner`, with `images` upload rows (default 2) in order. */
export async function buildProperty(db: Database, owner: Pick<UserRow, 'id'>, overrides: PropertyOverrides = {}) {
  const city = overrides.city ?? 'Testpur';
  const [row] = await db
    .insert(properties)
    .values({
      ownerId: owner.id,
      title: overrides.title ?? 'Test flat',
      description: 'Line one\nLine two',
      city,
      address: overrides.address ?? '1 Test Road',
      location: `${overrides.address ?? '1 Test Road'}, ${city}`,
      pricePaise: Math.round((overrides.rupees ?? 20_000) * 100),
      bedrooms: overrides.bedrooms ?? 2,
      bathrooms: overrides.bathrooms ?? 1,
      areaSqft: overrides.areaSqft ?? 900,
      propertyType: overrides.propertyType ?? 'apartment',
      depositPaise: Math.round((overrides.deposit ?? 0) * 100),
      houseRules: overrides.houseRules ?? null,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('insert into properties returned no row');
  const count = overrides.images ?? 2;
  for (let position = 0; position < count; position++) {
    const id = randomUUID();
    await db
      .insert(uploads)
      .values({ id, ownerId: owner.id, cardKey: `${id}-card.webp`, fullKey: `${id}-full.webp`, width: 1600, height: 1200 });
    await db.insert(propertyImages).values({ propertyId: row.id, position, uploadId: id });
  }
  return row;
}

/** An upload row of `owner` not yet used by a listing; returns its full-size URL. */
export async function buildUpload(db: Database, owner: Pick<UserRow, 'id'>): Promise<string> {
  const id = randomUUID();
  await db
    .insert(uploads)
    .values({ id, ownerId: owner.id, cardKey: `${id}-card.webp`, fullKey: `${id}-full.webp`, width: 800, height: 600 });
  return `/uploads/${id}-full.webp`;
}

/** A booking row for `property` (status confirmed unless told otherwise). */
export async function buildBooking(
  db: Database,
  property: Pick<PropertyRow, 'id' | 'ownerId'>,
  tenant: Pick<UserRow, 'id'>,
  options: { moveInDate: string; months: number; status?: BookingRow['status'] },
) {
  const [row] = await db
    .insert(bookings)
    .values({
      propertyId: property.id,
      tenantId: tenant.id,
      landlordId: property.ownerId,
      status: options.status ?? 'confirmed',
      moveInDate: options.moveInDate,
      durationMonths: options.months,
      endDate: stayEndDate(options.moveInDate, options.months),
      amountPaise: 2_000_000 * options.months,
    })
    .returning();
  if (!row) throw new Error('insert into bookings returned no row');
  return row;
}

/** A full edit body (PUT /api/property/{id}) made from what the API shows of the listing, with `changes` on top. */
export function editBodyOf(listing: Property, changes: Record<string, unknown> = {}) {
  return {
    title: listing.title,
    description: listing.description,
    city: listing.city,
    address: listing.address,
    price: listing.price,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    area: listing.area,
    propertyType: listing.property_type,
    images: listing.images,
    ...changes,
  };
}
