import type { FastifyInstance } from 'fastify';
import type { EmailConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import {
  ACCOUNT_EMAIL_JOB,
  type AccountEmailJob,
  deliverAccountEmail,
} from '../modules/account-emails/account-emails.service.js';
import type { EmailQueue } from '../modules/notifications/email-queue.js';
import { createMailer, type EmailCounter } from '../modules/notifications/mailer.js';

export type AccountEmailsDeps = {
  db: Database;
  clock: Clock;
  queue: EmailQueue;
  config: EmailConfig;
  publicUrl: string;
  emails: EmailCounter;
};

/**
 * Account emails (password reset, verification, change of address) leave through the same
 * durable queue as notification emails: a request only queues them, and a failed send is retried.
 */
export function registerAccountEmails(app: FastifyInstance, deps: AccountEmailsDeps): void {
  const mailer = createMailer(deps.config, app.log, deps.emails);
  deps.queue.handle<AccountEmailJob>(ACCOUNT_EMAIL_JOB, async (job) => {
    await deliverAccountEmail({ db: deps.db, clock: deps.clock, mailer, publicUrl: deps.publicUrl }, job);
  });
  app.addHook('onClose', async () => {
    mailer.close();
  });
}
