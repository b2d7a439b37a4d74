import type { FastifyInstance } from 'fastify';
import { type HousekeepingDeps, runHousekeeping } from '../modules/housekeeping/housekeeping.service.js';

export type HousekeepingSchedule = { intervalMs: number; firstRunDelayMs: number };

/**
 * Runs housekeeping in this process: once shortly after the app is ready, then every interval
 * (intervalMs 0: never). A plain timer in every process rather than a scheduled job: each step is
 * safe to run from several processes at once (see runHousekeeping), so no one process has to own it. The timer does not keep the process alive, and closing the app waits
 * for a round in progress so the database is not closed under it.
 */
export function registerHousekeeping(app: FastifyInstance, deps: HousekeepingDeps, schedule: HousekeepingSchedule) {
  if (schedule.intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isClosing = false;

  const runRound = async () => {
    try {
      const report = await runHousekeeping(deps);
      if (report.uploads > 0 || report.rateLimitCounters > 0 || report.refunds > 0)
        app.log.info({ housekeeping: report }, 'housekeeping done');
    } catch (error) {
      // Nothing is lost by a failed round (each batch rolls back whole); the next one retries.
      app.log.error({ err: error }, 'housekeeping failed; retrying at the next interval');
    }
  };

  const scheduleRound = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runRound().finally(() => {
        running = undefined;
        if (!isClosing) scheduleRound(schedule.intervalMs);
      });
    }, delayMs);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    scheduleRound(schedule.firstRunDelayMs);
  });
  app.addHook('onClose', async () => {
    isClosing = true;
    clearTimeout(timer);
    await running;
  });
}
