import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailConfig } from '../../config.js';

/** A file sent along with an email (a visit's calendar file). */
export type EmailAttachment = { filename: string; content: string; contentType: string };

export type OutgoingEmail = { to: string; subject: string; text: string; html: string; attachments?: EmailAttachment[] };

/**
 * Where emails leave the app (a port, like PaymentProvider): a real SMTP server when SMTP_URL is
 * set, otherwise the outbox folder, so a newcomer running the demo sees every email that would
 * have gone out. A failed send throws; the queue retries it.
 */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Short timeouts: a hanging server holds a queue worker, not a request, but should not hold it long.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(email: OutgoingEmail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...email });
  }

  close(): void {
    this.transport.close();
  }
}

/** Writes each email, as the raw message an SMTP server would receive, to `<outbox>/<time>-<id>.eml`. */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...email });
    const raw = info.message;
    if (!Buffer.isBuffer(raw)) throw new Error('the outbox transport did not produce a message');
    await mkdir(this.outboxDir, { recursive: true });
    // Sortable by time; the random part keeps two emails of the same millisecond apart.
    const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.eml`;
    const file = path.join(this.outboxDir, name);
    // Written under a hidden name and renamed into place, so whoever watches the outbox for .eml
    // files (a mail viewer, the tests) never reads one half-written: a rename is atomic.
    const partial = path.join(this.outboxDir, `.${name}.partial`);
    await writeFile(partial, raw);
    await rename(partial, file);
    this.log.info({ to: email.to, subject: email.subject, file }, `email written to the outbox: ${email.subject}`);
  }

  close(): void {
    this.transport.close();
  }
}

/** Counts sends by result (`sent` or `failed`): the metrics' emails counter. */
export type EmailCounter = { inc(labels: { result: 'sent' | 'failed' }): void };

/** The mailer the configuration asks for, each send counted. */
export function createMailer(config: EmailConfig, log: FastifyBaseLogger, emails: EmailCounter): Mailer {
  const mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.from)
    : new OutboxMailer(config.outboxDir, config.from, log);
  return {
    async send(email) {
      try {
        await mailer.send(email);
      } catch (error) {
        emails.inc({ result: 'failed' });
        throw error;
      }
      emails.inc({ result: 'sent' });
    },
    close: () => mailer.close(),
  };
}
