import {
  type AccountRole,
  accountMessages,
  type ChangePasswordBody,
  paperMessages,
  type UpdateProfileBody,
  type UserListQuery,
} from '@rentease/contract';
import type { Language } from '@rentease/i18n';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { bookings, properties, type UserRow, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { type RequestOrigin, recordAudit, recordSecurityEvent } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyAccountBlocked } from '../notifications/notification-events.js';
import type { Notified } from '../notifications/notifications.service.js';
import { endAllSessions } from '../sessions/sessions.service.js';
import { findUserByEmail, findUserById } from './users.service.js';

async function liveUser(db: DbOrTx, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row || row.deletedAt) throw AppError.notFound(accountMessages.userNotFound);
  return row;
}

/** The profile an account reads: its own, or (admin) anyone's named by email and role. */
export async function findProfile(
  db: DbOrTx,
  user: AuthUser,
  named: { email?: string | undefined; role?: AccountRole | undefined },
) {
  if (user.role === 'admin' && named.email && named.role) {
    const row = await findUserByEmail(db, named.email, named.role);
    if (!row || row.deletedAt) throw AppError.notFound(accountMessages.userNotFound);
    return row;
  }
  return liveUser(db, user.id);
}

/** Saves names and phone; the email stays what it is. */
export async function updateProfile(db: DbOrTx, user: AuthUser, body: UpdateProfileBody): Promise<UserRow> {
  if (body.email !== user.email) {
    throw AppError.badRequest(accountMessages.emailReadOnly, { email: accountMessages.emailReadOnly });
  }
  if (body.pan && user.role !== 'landlord') {
    throw AppError.badRequest(paperMessages.panLandlordsOnly, { pan: paperMessages.panLandlordsOnly });
  }
  // A PAN left out of the request stays as it was (older clients send no PAN); '' clears it.
  const pan = body.pan === undefined ? {} : { pan: body.pan || null };
  const language = body.language === undefined ? {} : { language: body.language };
  const [row] = await db
    .update(users)
    .set({ firstName: body.firstName, lastName: body.lastName, phone: body.phone || null, ...pan, ...language })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw AppError.notFound(accountMessages.userNotFound);
  return row;
}

/** Saves the language the person reads (their emails follow it). */
export async function setLanguage(db: DbOrTx, user: AuthUser, language: Language): Promise<Language> {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, user.id)).returning({ language: users.language });
  if (!row) throw AppError.notFound(accountMessages.userNotFound);
  return row.language;
}

/**
 * Changes the password after checking the current one, raises the token version and ends every
 * session of the account (each refused at its next request); the caller signs this device in again.
 */
export async function changePassword(
  db: DbOrTx,
  user: AuthUser,
  body: ChangePasswordBody,
  hashCost: number,
  now: Date,
  origin: RequestOrigin,
): Promise<UserRow> {
  const row = await liveUser(db, user.id);
  if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
    throw AppError.badRequest(accountMessages.currentPasswordWrong, { currentPassword: accountMessages.currentPasswordWrong });
  }
  const passwordHash = await hashPassword(body.newPassword, hashCost);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw AppError.notFound(accountMessages.userNotFound);
    await endAllSessions(tx, user.id, now);
    await recordSecurityEvent(
      tx,
      { user: updated, action: 'user.password_changed', summary: 'Password changed; every session ended', origin },
      now,
    );
    return updated;
  });
}

/**
 * Deletes an account the way a marketplace must: the person's data goes (names, email, phone,
 * password), their tokens stop working and the email can register again; a landlord's listings
 * come down and unpaid checkouts end; bookings, payments and conversations stay, because the
 * other party and the platform's books need them — they now show "Deleted user".
 */
export async function deleteAccount(db: Database, user: AuthUser, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!row || row.deletedAt) throw AppError.notFound(accountMessages.userNotFound);
    if (row.role === 'landlord') {
      // Locked like deleteProperty does, so a confirmation cannot slip in between.
      const listings = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.ownerId, row.id), isNull(properties.deletedAt)))
        .for('update');
      for (const listing of listings) {
        await tx
          .update(bookings)
          .set({ status: 'cancelled' })
          .where(and(eq(bookings.propertyId, listing.id), eq(bookings.status, 'pending_payment')));
      }
      await tx
        .update(properties)
        .set({ deletedAt: now })
        .where(and(eq(properties.ownerId, row.id), isNull(properties.deletedAt)));
    }
    await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.tenantId, row.id), eq(bookings.status, 'pending_payment')));
    await tx
      .update(users)
      .set({
        email: `deleted-${row.id}@deleted.invalid`,
        firstName: 'Deleted',
        lastName: 'user',
        phone: null,
        // Not a valid scrypt record: no password ever matches it.
        passwordHash: '!deleted',
        blocked: false,
        deletedAt: now,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, row.id));
    await endAllSessions(tx, row.id, now);
  });
}

const USER_ORDER = 'user-created';

/**
 * Tenants or landlords for the admin, newest first, keyset-paged; `q` matches any part of the
 * first name, last name, email or phone, case-insensitively (a trigram index serves it).
 */
export async function listUsers(db: DbOrTx, role: AccountRole, query: UserListQuery): Promise<Page<UserRow>> {
  const filters = [eq(users.role, role), isNull(users.deletedAt)];
  const text = query.q?.trim().toLowerCase();
  if (text) {
    const pattern = containsPattern(text);
    filters.push(
      sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')) LIKE ${pattern}`,
    );
  }
  const after = query.cursor ? decodeCursor(query.cursor, USER_ORDER, 'integer') : undefined;
  const cursor = after ? [sql`(${users.createdAt}, ${users.id}) < (${new Date(after.value)}, ${after.id})`] : [];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(and(...filters, ...cursor))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(users)
      .where(and(...filters)),
  ]);
  return toPage(rows, query.limit, counted?.total ?? 0, (last) => encodeCursor(USER_ORDER, last.createdAt.getTime(), last.id));
}

/**
 * Blocks or unblocks a tenant or landlord. A blocked account is refused at login and on every
 * request at once (the auth plugin reads the flag per request); the change is audited.
 */
export async function setBlocked(
  { db, clock, notifications }: { db: Database; clock: Clock; notifications: NotificationDispatcher },
  admin: AuthUser,
  named: { email: string; role: AccountRole; blocked: boolean },
): Promise<UserRow> {
  const { row, notified } = await db.transaction(async (tx) => {
    const notified: Notified[] = [];
    const target = await findUserByEmail(tx, named.email, named.role);
    if (!target || target.deletedAt) throw AppError.notFound(accountMessages.userNotFound);
    const [row] = await tx.update(users).set({ blocked: named.blocked }).where(eq(users.id, target.id)).returning();
    if (!row) throw AppError.notFound(accountMessages.userNotFound);
    if (target.blocked !== named.blocked) {
      const who = `${row.firstName} ${row.lastName}`.trim();
      await recordAudit(
        tx,
        {
          actorId: admin.id,
          action: named.blocked ? 'user.blocked' : 'user.unblocked',
          targetType: row.role,
          targetId: row.id,
          summary: `${named.blocked ? 'Blocked' : 'Unblocked'} ${row.role} ${who} (${row.email})`,
        },
        clock.now(),
      );
      // Told by email: a blocked person cannot sign in to read a bell.
      notified.push(await notifyAccountBlocked(tx, clock.now(), { userId: row.id, blocked: named.blocked }));
    }
    return { row, notified };
  });
  await notifications.dispatch(notified);
  return row;
}

/** How many tenants and landlords have accounts. */
export async function countUsersByRole(db: DbOrTx): Promise<{ tenants: number; landlords: number }> {
  const rows = await db.select({ role: users.role, n: count() }).from(users).where(isNull(users.deletedAt)).groupBy(users.role);
  const of = (role: string) => rows.find((r) => r.role === role)?.n ?? 0;
  return { tenants: of('tenant'), landlords: of('landlord') };
}
