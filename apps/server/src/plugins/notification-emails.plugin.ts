import type { FastifyInstance } from 'fastify';
import type { EmailConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { deliverNotificationEmail, sweepDueEmails } from '../modules/notifications/email-delivery.service.js';
import type { EmailQueue } from '../modules/notifications/email-queue.js';
import { createMailer } from '../modules/notifications/mailer.js';
import type { NotificationDispatcher } from '../modules/notifications/notification-dispatcher.js';
import { announceReviewsPublishedByTime } from '../modules/reviews/review-publications.js';

export type NotificationEmailsDeps = {
  db: Database;
  clock: Clock;
  queue: EmailQueue;
  config: EmailConfig;
  publicUrl: string;
  /** For events that happen by time, not by a request (a review's 14 days running out). */
  dispatcher: NotificationDispatcher;
};

/**
 * Notification emails in this process (issue 12): the queue's worker starts when the app is
 * ready and stops before it closes (the database outlives it); every sweepIntervalMs, emails that
 * are due but not queued are queued (see sweepDueEmails). Several processes may sweep at once:
 * the queue's singletonKey keeps each notification queued once.
 */
export function registerNotificationEmails(app: FastifyInstance, deps: NotificationEmailsDeps): void {
  const mailer = createMailer(deps.config, app.log);
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> | undefined;

  const sweep = () => {
    sweeping = announceReviewsPublishedByTime(deps)
      .then(() => sweepDueEmails(deps))
      .then((queued) => {
        if (queued > 0) app.log.info({ queued }, 'notification emails queued by the sweep');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'notification email sweep failed; retrying at the next interval'))
      .finally(() => {
        sweeping = undefined;
      });
  };

  app.addHook('onReady', async () => {
    await deps.queue.start(
      (id) =>
        deliverNotificationEmail({ db: deps.db, clock: deps.clock, mailer, publicUrl: deps.publicUrl }, id).then(() => undefined),
      app.log,
    );
    if (deps.config.sweepIntervalMs > 0) {
      timer = setInterval(sweep, deps.config.sweepIntervalMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
    await deps.queue.stop();
    mailer.close();
  });
}
