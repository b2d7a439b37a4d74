import { createHmac } from 'node:crypto';
import type { Role } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

/** How long the benchmark's sessions stay live: longer than any run. */
const BENCH_SESSION_DAYS = 30;

/**
 * One live session per user in the database, named by the user's own id. The server accepts a
 * token only for a live session of its user (plugins/auth.plugin.ts), so a seed calls this once
 * after inserting its users, and `signToken` can then sign for anyone without a login or a lookup.
 * Checking the session stays part of what every private request costs, as it does in production.
 */
export async function openBenchSessions(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`INSERT INTO user_sessions (id, user_id, expires_at, user_agent)
    SELECT id, id, now() + make_interval(days => ${BENCH_SESSION_DAYS}), 'RentEase benchmark' FROM users
    ON CONFLICT (id) DO NOTHING`);
}

/**
 * Bearer tokens for seeded users, signed with the JWT secret the benchmark gave the server
 * (server-process.ts): the same HS256 `{ sub, role, ver, sid }` tokens the login route issues,
 * naming the session `openBenchSessions` opened, without 25,000 logins (the seeded password hash
 * is deliberately unusable).
 */
export function signToken(secret: string, userId: string, role: Role): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { sub: userId, role, ver: 0, sid: userId, iat: Math.floor(Date.now() / 1000) };
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** One token per user, signed once. */
export function tokenBook(secret: string, role: Role): (userId: string) => string {
  const tokens = new Map<string, string>();
  return (userId) => {
    let token = tokens.get(userId);
    if (!token) {
      token = signToken(secret, userId, role);
      tokens.set(userId, token);
    }
    return token;
  };
}
