import { lt, or, sql } from 'drizzle-orm';
import { type Database, postgresErrorCode } from '../../db/client.js';
import { accountTokens, rateLimitCounters, userSessions } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql.js';
import type { Clock } from '../../lib/clock.js';
import type { ImageStorage } from '../../lib/storage.js';
import { sweepAbandonedUploads } from '../uploads/uploads.service.js';

/** Any fixed number: the key of the advisory lock held by the process sweeping right now. */
const SWEEP_LOCK_KEY = 7_304_281_766;

/** Uploads deleted per transaction: bounds how long one transaction holds its locks and files. */
export const SWEEP_BATCH = 200;

/** Attempts of one batch that lost a race with a listing being published (see below). */
const ATTEMPTS_PER_BATCH = 3;

const FOREIGN_KEY_VIOLATION = '23503';

export type HousekeepingDeps = {
  db: Database;
  storage: ImageStorage;
  clock: Clock;
  /** Unused uploads older than this are deleted (ms). */
  uploadGraceMs: number;
  /** Sends refunds whose first attempt failed; returns how many went through. */
  retryRefunds?: () => Promise<number>;
  /** Deletes owner verification documents kept past their retention; returns how many requests lost theirs. */
  deleteOwnerDocuments?: () => Promise<number>;
};

export type HousekeepingReport = {
  /** Uploads deleted, with their images. */
  uploads: number;
  /** Expired rate-limit windows deleted. */
  rateLimitCounters: number;
  /** Another process held the sweep lock, so this one left the uploads to it. */
  skippedUploads: boolean;
  /** Pending refunds sent this round. */
  refunds: number;
  /** Owner verification requests whose documents were deleted this round. */
  ownerDocuments: number;
  /** Ended sessions and spent email links past their keeping period, deleted this round. */
  accountRecords: number;
};

/**
 * One round of housekeeping: deletes uploads no listing uses once their grace period is over
 * (with their images, on any storage), and rate-limit windows that have run out. Safe to run from
 * several server processes at once.
 */
export async function runHousekeeping(deps: HousekeepingDeps): Promise<HousekeepingReport> {
  const cutoff = new Date(deps.clock.now().getTime() - deps.uploadGraceMs);
  let uploads = 0;
  let skippedUploads = false;
  for (;;) {
    const batch = await sweepBatch(deps, cutoff);
    if (batch === 'locked') {
      skippedUploads = true;
      break;
    }
    uploads += batch;
    if (batch < SWEEP_BATCH) break;
  }
  const rateLimitCounters = await deleteExpiredRateLimitCounters(deps.db);
  const refunds = (await deps.retryRefunds?.()) ?? 0;
  const ownerDocuments = (await deps.deleteOwnerDocuments?.()) ?? 0;
  const accountRecords = await deleteStaleAccountRecords(deps.db, deps.clock.now());
  return { uploads, rateLimitCounters, skippedUploads, refunds, ownerDocuments, accountRecords };
}

/**
 * One batch in its own transaction, under a transaction-level advisory lock. The lock is not what
 * keeps the sweep correct — each upload row is deleted by exactly one DELETE however many run, and
 * SKIP LOCKED plus ON DELETE RESTRICT protect a listing being published — but with N processes
 * sweeping every hour it spares N-1 of them the same scan, and spares the file system concurrent
 * removals of the same files. try_ (not wait): a process that finds the lock taken has nothing to
 * do this round. The lock ends with the transaction, so a crashed sweeper never holds it.
 */
async function sweepBatch(deps: HousekeepingDeps, cutoff: Date): Promise<number | 'locked'> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        const [row] = await queryRows<{ locked: boolean }>(
          tx,
          sql`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) AS locked`,
        );
        if (!row?.locked) return 'locked' as const;
        return sweepAbandonedUploads(tx, deps.storage.inTransaction(tx), cutoff, SWEEP_BATCH);
      });
    } catch (error) {
      // A listing took one of the uploads between the DELETE's snapshot and its row lock, and ON
      // DELETE RESTRICT refused the whole statement (nothing was deleted or removed). A new
      // transaction sees the listing and leaves that upload alone.
      if (postgresErrorCode(error) !== FOREIGN_KEY_VIOLATION || attempt >= ATTEMPTS_PER_BATCH) throw error;
    }
  }
}

/** Ended sessions stay in 'Where you're signed in' history, and spent links for questions about them, this long. */
const ACCOUNT_RECORD_KEEP_MS = 30 * 24 * 3_600_000;

/**
 * Signed-in sessions that ended (or whose token expired) and one-time email links that were used
 * or ran out, once they are older than the keeping period: without this both tables grow by a row
 * per login and per email for ever. Idempotent, so several processes may run it at once.
 */
export async function deleteStaleAccountRecords(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ACCOUNT_RECORD_KEEP_MS);
  const sessions = await db
    .delete(userSessions)
    .where(or(lt(userSessions.endedAt, before), lt(userSessions.expiresAt, before)))
    .returning({ id: userSessions.id });
  const links = await db
    .delete(accountTokens)
    .where(or(lt(accountTokens.usedAt, before), lt(accountTokens.expiresAt, before)))
    .returning({ id: accountTokens.id });
  return sessions.length + links.length;
}

/**
 * Rate-limit windows that have run out (lib/rate-limit-store.ts starts a new window on the next
 * hit anyway; this only keeps the table from growing by one row per client ever seen). The
 * database's clock decides, as it does in the store. One idempotent statement: concurrent runs
 * from several processes just find less to delete, and a hit racing it either finds its row
 * gone (and inserts a new window) or waits for the DELETE and then updates or inserts.
 */
export async function deleteExpiredRateLimitCounters(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
