import type { FastifyInstance } from 'fastify';
import type { BackupConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { diskFolderOf } from '../lib/storage.js';
import { expireBookingRequests } from '../modules/booking-requests/booking-requests.service.js';
import { type HousekeepingDeps, runHousekeeping } from '../modules/housekeeping/housekeeping.service.js';
import { sweepDueEmails } from '../modules/notifications/email-delivery.service.js';
import type { EmailQueue } from '../modules/notifications/email-queue.js';
import type { NotificationDispatcher } from '../modules/notifications/notification-dispatcher.js';
import { pruneBackups, writeBackup } from '../modules/operations/backup.service.js';
import { sendRentReminders } from '../modules/rent/rent.service.js';
import { announceReviewsPublishedByTime } from '../modules/reviews/review-publications.js';
import { sendVisitReminders } from '../modules/visits/visits.service.js';

export const HOUSEKEEPING_JOB = 'housekeeping';
export const EMAIL_SWEEP_JOB = 'notification-email-sweep';
export const REVIEW_PUBLICATION_JOB = 'review-publication';
export const BOOKING_REQUEST_EXPIRY_JOB = 'booking-request-expiry';
export const VISIT_REMINDER_JOB = 'visit-reminder';
export const DEPOSIT_SETTLEMENT_JOB = 'deposit-settlement';
export const RENT_REMINDER_JOB = 'rent-reminder';
export const BACKUP_JOB = 'backup';

export type ScheduleDeps = HousekeepingDeps & {
  db: Database;
  clock: Clock;
  queue: EmailQueue;
  notifications: NotificationDispatcher;
  /** Refunds in full the deposits left unsettled past their window, and sends owed deposit refunds. */
  settleDeposits?: () => Promise<{ settled: number; refunded: number }>;
  backups?: BackupConfig;
};

/**
 * Every recurring job, on the job queue's cron schedules: each runs once per tick across every
 * server process (not once per process), a tick never overlapping the last, and a failed round
 * runs again at the next. A schedule left undefined never runs (tests run jobs by hand).
 */
export function registerSchedules(
  app: FastifyInstance,
  deps: ScheduleDeps,
  schedules: { housekeeping: string | undefined; emailSweep: string | undefined },
): void {
  const { queue, backups } = deps;
  if (backups?.cron) {
    // One backup per tick across every process (a singleton job), then only the newest are kept.
    // Images go along only from disk: with STORAGE=database they are rows of the backup already.
    const uploadsDir = diskFolderOf(deps.storage);
    queue.every(BACKUP_JOB, backups.cron, async () => {
      const backup = await writeBackup({ db: deps.db, backupDir: backups.dir, uploadsDir });
      const removed = await pruneBackups(backups.dir, backups.keep);
      app.log.info({ backup, removed }, 'backup written');
    });
  } else {
    queue.never(BACKUP_JOB);
  }
  if (schedules.housekeeping) {
    // Old uploads, rate-limit counters, refunds to retry. Each step is safe to run from several
    // processes at once anyway, so a round run by hand beside the schedule is harmless.
    queue.every(HOUSEKEEPING_JOB, schedules.housekeeping, async () => {
      const report = await runHousekeeping(deps);
      if (report.uploads > 0 || report.rateLimitCounters > 0 || report.refunds > 0 || report.ownerDocuments > 0) {
        app.log.info({ housekeeping: report }, 'housekeeping done');
      }
    });
  }
  const { settleDeposits } = deps;
  if (schedules.housekeeping && settleDeposits) {
    // Deadlines are whole days, so housekeeping's pace is enough. Settlements are keyed by the
    // booking: two processes running the round together settle (and tell) each deposit once.
    queue.every(DEPOSIT_SETTLEMENT_JOB, schedules.housekeeping, async () => {
      const report = await settleDeposits();
      if (report.settled > 0 || report.refunded > 0) app.log.info({ deposits: report }, 'deposits settled by the deadline');
    });
  }
  if (schedules.emailSweep) {
    // Emails due but never queued (a crash between commit and enqueue, a chat email waiting for
    // its receiver to be away, a saved search's daily digest) are queued.
    queue.every(EMAIL_SWEEP_JOB, schedules.emailSweep, async () => {
      const queued = await sweepDueEmails(deps);
      if (queued > 0) app.log.info({ queued }, 'notification emails queued by the sweep');
    });
    // On the sweep's schedule: a review whose blind period ran out is announced within a minute,
    // as a due email is sent.
    queue.every(REVIEW_PUBLICATION_JOB, schedules.emailSweep, async () => {
      await announceReviewsPublishedByTime(deps);
    });
    // Requests unanswered for 48 hours and approvals unpaid for 24 are closed within a minute and
    // both sides told; every read already treats them as over, so this only catches the table up.
    queue.every(BOOKING_REQUEST_EXPIRY_JOB, schedules.emailSweep, async () => {
      const expired = await expireBookingRequests(deps);
      if (expired > 0) app.log.info({ expired }, 'booking requests expired');
    });
    // Also every minute: both people hear of a visit about two hours before it (each visit once).
    queue.every(VISIT_REMINDER_JOB, schedules.emailSweep, async () => {
      const reminded = await sendVisitReminders(deps);
      if (reminded > 0) app.log.info({ reminded }, 'visit reminders sent');
    });
    // Also every minute: rent reminders (before and on the due date) and late months go out early
    // in the India day they fall on, each once however many processes run the round.
    queue.every(RENT_REMINDER_JOB, schedules.emailSweep, async () => {
      const reminded = await sendRentReminders(deps);
      if (reminded > 0) app.log.info({ reminded }, 'rent reminders sent');
    });
  }
}
