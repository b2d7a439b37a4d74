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
  notifications: NotificationDispatcher;
};

export const EMAIL_SWEEP_JOB = 'notification-email-sweep';

/**
 * Notification emails: the queue's workers start when the app is ready and stop before it closes
 * (the database outlives them). On the `sweepCron` schedule (once per tick across processes),
 * reviews whose 14 days ran out are announced and emails that are due but not queued are queued
 * (see sweepDueEmails); the queue's singletonKey keeps each notification queued once.
 */
export function registerNotificationEmails(app: FastifyInstance, deps: NotificationEmailsDeps): void {
  const mailer = createMailer(deps.config, app.log);
  if (deps.config.sweepCron) {
    deps.queue.every(EMAIL_SWEEP_JOB, deps.config.sweepCron, async () => {
      await announceReviewsPublishedByTime(deps);
      const queued = await sweepDueEmails(deps);
      if (queued > 0) app.log.info({ queued }, 'notification emails queued by the sweep');
    });
  }

  app.addHook('onReady', async () => {
    await deps.queue.start(
      (id) =>
        deliverNotificationEmail({ db: deps.db, clock: deps.clock, mailer, publicUrl: deps.publicUrl }, id).then(() => undefined),
      app.log,
    );
  });
  app.addHook('onClose', async () => {
    await deps.queue.stop();
    mailer.close();
  });
}
