import type { FastifyInstance } from 'fastify';
import { type HousekeepingDeps, runHousekeeping } from '../modules/housekeeping/housekeeping.service.js';
import type { EmailQueue } from '../modules/notifications/email-queue.js';

export const HOUSEKEEPING_JOB = 'housekeeping';

/**
 * Housekeeping on the job queue's cron schedule (`cron` undefined: never): one round per tick
 * across every server process, not one per process. Each step is safe to run from several
 * processes at once anyway (see runHousekeeping), so a tick run by hand beside the schedule is harmless.
 */
export function registerHousekeeping(
  app: FastifyInstance,
  deps: HousekeepingDeps & { queue: EmailQueue },
  schedule: { cron: string | undefined },
) {
  if (!schedule.cron) return;
  deps.queue.every(HOUSEKEEPING_JOB, schedule.cron, async () => {
    const report = await runHousekeeping(deps);
    if (report.uploads > 0 || report.rateLimitCounters > 0 || report.refunds > 0) {
      app.log.info({ housekeeping: report }, 'housekeeping done');
    }
  });
}
