import type { FastifyInstance } from 'fastify';
import type { EmailConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { deliverNotificationEmail, type EmailDeliveryDeps } from '../modules/notifications/email-delivery.service.js';
import type { EmailQueue } from '../modules/notifications/email-queue.js';
import { createMailer, type EmailCounter } from '../modules/notifications/mailer.js';

export type NotificationEmailsDeps = {
  /** Counts each send (the metrics). */
  emails: EmailCounter;
  db: Database;
  clock: Clock;
  queue: EmailQueue;
  config: EmailConfig;
  publicUrl: string;
  /** Files an email carries (a visit's calendar file), by notification. */
  attachmentsFor?: EmailDeliveryDeps['attachmentsFor'];
};

/**
 * Notification emails: the queue's workers (and with them the recurring schedules) start when the
 * app is ready and stop before it closes (the database outlives them). The queue's singletonKey
 * keeps each notification queued once, however often the sweep finds it due.
 */
export function registerNotificationEmails(app: FastifyInstance, deps: NotificationEmailsDeps): void {
  const mailer = createMailer(deps.config, app.log, deps.emails);
  app.addHook('onReady', async () => {
    await deps.queue.start(
      (id) =>
        deliverNotificationEmail(
          { db: deps.db, clock: deps.clock, mailer, publicUrl: deps.publicUrl, attachmentsFor: deps.attachmentsFor },
          id,
        ).then(() => undefined),
      app.log,
    );
  });
  app.addHook('onClose', async () => {
    await deps.queue.stop();
    mailer.close();
  });
}
