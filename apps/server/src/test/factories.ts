import { randomUUID } from 'node:crypto';
import type { Role } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { insertUser } from '../modules/users/users.service.js';
import { TEST_HASH_COST } from './test-app.js';

export type TestUser = UserRow & { password: string };

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomUUID().slice(0, 8)}@example.com`;
}

export async function buildUser(db: Database, options: { role?: Role; blocked?: boolean; password?: string } = {}) {
  const role = options.role ?? 'tenant';
  const password = options.password ?? 'secret-password';
  const row = await insertUser(
    db,
    { role, email: uniqueEmail(role), password, firstName: 'Test', lastName: role, phone: '+91 90000 00000' },
    TEST_HASH_COST,
  );
  if (options.blocked) await db.update(users).set({ blocked: true }).where(eq(users.id, row.id));
  return { ...row, blocked: options.blocked ?? false, password } satisfies TestUser;
}

export const buildTenant = (db: Database, options: { blocked?: boolean } = {}) => buildUser(db, { ...options, role: 'tenant' });
export const buildLandlord = (db: Database, options: { blocked?: boolean } = {}) =>
  buildUser(db, { ...options, role: 'landlord' });
export const buildAdmin = (db: Database) => buildUser(db, { role: 'admin' });

/** A valid bearer token for the user, signed the way the login route signs it. */
export function tokenFor(app: FastifyInstance, user: Pick<UserRow, 'id' | 'role'>): string {
  return app.jwt.sign({ sub: user.id, role: user.role }, { expiresIn: '1h' });
}

export function bearer(app: FastifyInstance, user: Pick<UserRow, 'id' | 'role'>) {
  return { authorization: `Bearer ${tokenFor(app, user)}` };
}
