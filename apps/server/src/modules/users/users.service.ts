import type { AccountRole, Role } from '@rentease/contract';
import { DEFAULT_LANGUAGE, type Language } from '@rentease/i18n';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';
import { hashPassword } from '../../lib/password.js';

/** One account by id, or undefined. */
export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account for this (email, role) pair; emails are stored lower-cased. */
export async function findUserByEmail(db: DbOrTx, email: string, role: Role): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.role, role)))
    .limit(1);
  return row;
}

export type NewAccount = {
  role: AccountRole | 'admin';
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** Set for accounts whose address needs no proof (the admin from configuration, demo people). */
  emailVerifiedAt?: Date | SQL | null;
  /** The language to write to the person in; English when not known. */
  language?: Language;
};

/** Inserts an account with a freshly hashed password. Throws the unique violation on duplicates. */
export async function insertUser(db: DbOrTx, account: NewAccount, hashCost: number): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      role: account.role,
      email: account.email.toLowerCase(),
      passwordHash: await hashPassword(account.password, hashCost),
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      emailVerifiedAt: account.emailVerifiedAt ?? null,
      language: account.language ?? DEFAULT_LANGUAGE,
    })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/**
 * Creates the admin account from configuration when it does not exist yet. An existing admin
 * keeps its password: changing ADMIN_PASSWORD later does not silently reset it.
 */
export async function ensureAdminAccount(
  db: DbOrTx,
  admin: { email: string; password: string },
  hashCost: number,
): Promise<{ created: boolean }> {
  if (await findUserByEmail(db, admin.email, 'admin')) return { created: false };
  await insertUser(
    db,
    // The operator chose the address: nothing to prove.
    {
      role: 'admin',
      email: admin.email,
      password: admin.password,
      firstName: 'Admin',
      lastName: '',
      phone: null,
      emailVerifiedAt: sql`now()`,
    },
    hashCost,
  );
  return { created: true };
}
