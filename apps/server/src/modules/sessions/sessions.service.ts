import { sessionMessages } from '@rentease/contract';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { type UserRow, type UserSessionRow, userSessions, users } from '../../db/schema/index.js';
import { preparedPerDatabase } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { recordSecurityEvent } from '../audit/audit.service.js';

/** Where a sign-in came from, as the request showed it. */
export type SessionClient = { ip: string | null; userAgent: string | null };

/** Long user agents are cut: the list only needs the browser and system, and rows stay small. */
const USER_AGENT_MAX = 512;

/** How often a session's last_seen_at is written at most, so a busy tab does not write on every request. */
const LAST_SEEN_EVERY_MS = 60_000;

const TTL = /^(\d+)\s*([smhd])$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A token lifetime as configured ('7d', '12h', '30m', '45s') in milliseconds. */
export function ttlToMs(ttl: string): number {
  const match = TTL.exec(ttl.trim());
  if (!match) throw new Error(`Unreadable token lifetime: ${ttl}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/** Records a new signed-in device for the account; its id goes into the token as `sid`. */
export async function createSession(
  db: DbOrTx,
  userId: string,
  client: SessionClient,
  expiresAt: Date,
  now: Date,
): Promise<UserSessionRow> {
  const [row] = await db
    .insert(userSessions)
    .values({
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent ? client.userAgent.slice(0, USER_AGENT_MAX) : null,
    })
    .returning();
  if (!row) throw new Error('session not recorded');
  return row;
}

/**
 * The account behind a token and the session it names, in one query. Undefined when either is
 * missing; the caller decides what an ended or expired session means.
 */
export async function findSessionHolder(
  db: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<{ user: UserRow; session: UserSessionRow } | undefined> {
  if (!isUuid(userId) || !isUuid(sessionId)) return undefined;
  const [row] = await sessionHolderQuery(db).execute({ userId, sessionId });
  return row;
}

/** Every signed-in request runs this lookup first. */
const sessionHolderQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users, session: userSessions })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.id, sql.placeholder('sessionId')), eq(userSessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('find_session_holder'),
);

/** Whether a session still lets its token in. */
export function isSessionLive(session: Pick<UserSessionRow, 'endedAt' | 'expiresAt'>, now: Date): boolean {
  return session.endedAt === null && session.expiresAt.getTime() > now.getTime();
}

/** Notes that the device was used, at most once a minute. */
export async function touchSession(db: DbOrTx, session: Pick<UserSessionRow, 'id' | 'lastSeenAt'>, now: Date) {
  if (now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return;
  await db
    .update(userSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(userSessions.id, session.id), lt(userSessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_EVERY_MS))));
}

/** The account's signed-in devices that can still be used, most recently used first. */
export async function listLiveSessions(db: DbOrTx, userId: string, now: Date): Promise<UserSessionRow[]> {
  return db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt), gt(userSessions.expiresAt, now)))
    .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.createdAt));
}

/**
 * Ends one of the account's own sessions. Someone else's session, an unknown id and one already
 * ended all answer the same 404, so ids of other accounts' sessions cannot be probed.
 */
export async function endOwnSession(db: DbOrTx, userId: string, sessionId: string, now: Date): Promise<UserSessionRow> {
  const notFound = AppError.notFound(sessionMessages.notFound);
  if (!isUuid(sessionId)) throw notFound;
  const [row] = await db
    .update(userSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(userSessions.id, sessionId),
        eq(userSessions.userId, userId),
        isNull(userSessions.endedAt),
        gt(userSessions.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw notFound;
  return row;
}

/** Ends every session of the account but `keepSessionId`; returns the ids it ended. */
async function endOtherSessions(db: DbOrTx, userId: string, keepSessionId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(userSessions)
    .set({ endedAt: now })
    .where(and(eq(userSessions.userId, userId), ne(userSessions.id, keepSessionId), isNull(userSessions.endedAt)))
    .returning({ id: userSessions.id });
  return rows.map((row) => row.id);
}

/** Someone on the sessions page: their account, the session they are using now, and where they are. */
export type SessionsPageVisitor = {
  user: { id: string; role: string; email: string };
  currentSessionId: string | null;
  origin: SessionClient;
};

/**
 * Ends one of the visitor's sessions from the sessions page. Ending the session in use is an
 * ordinary logout; ending another device's is what someone does who thinks that device is not
 * theirs, so it is recorded as a security event, in the same transaction as the end itself.
 */
export async function endSessionFromPage(
  db: Database,
  visitor: SessionsPageVisitor,
  sessionId: string,
  now: Date,
): Promise<{ endedId: string; wasCurrent: boolean }> {
  return db.transaction(async (tx) => {
    const ended = await endOwnSession(tx, visitor.user.id, sessionId, now);
    const wasCurrent = ended.id === visitor.currentSessionId;
    if (!wasCurrent) await recordSessionsEnded(tx, visitor, 1, now);
    return { endedId: ended.id, wasCurrent };
  });
}

/** Ends every session of the visitor's but the one in use, recorded as a security event when any ended; returns their ids. */
export async function endOtherSessionsFromPage(
  db: Database,
  visitor: SessionsPageVisitor & { currentSessionId: string },
  now: Date,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ended = await endOtherSessions(tx, visitor.user.id, visitor.currentSessionId, now);
    if (ended.length > 0) await recordSessionsEnded(tx, visitor, ended.length, now);
    return ended;
  });
}

async function recordSessionsEnded(db: DbOrTx, visitor: SessionsPageVisitor, ended: number, now: Date): Promise<void> {
  const summary = ended === 1 ? 'Ended a session on another device' : `Ended ${ended} sessions on other devices`;
  await recordSecurityEvent(db, { user: visitor.user, action: 'session.ended', summary, origin: visitor.origin }, now);
}

/**
 * Ends every session of the account (a password change or reset, a deleted account). Call it in
 * the same transaction that raises the account's token version, so the list never shows a device
 * whose token no longer works.
 */
export async function endAllSessions(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(userSessions)
    .set({ endedAt: now })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt)));
}
