import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { EMAIL_QUEUE } from '../notifications/email-queue.js';
import { createMailer } from '../notifications/mailer.js';
import { AppMetrics } from './metrics.service.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const scrape = (t: TestContext, authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

/** A sample's value in Prometheus text, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

let t: TestContext;
beforeAll(async () => {
  // The listing cache on, so hits and misses can be told apart.
  t = await createTestApp({ metricsToken: TOKEN, listingCacheTtlMs: 60_000 });
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const plain = await createTestApp();
    try {
      expect((await scrape(plain)).statusCode).toBe(404);
      expect((await scrape(plain, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers only the token: none, another or a near miss is a 401 that gives nothing away', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Basic abc']) {
      const res = await scrape(t, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('rentease_');
    }
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE rentease_http_request_duration_seconds histogram');
    expect(res.body).toContain('rentease_process_resident_memory_bytes');
  });

  it('counts requests by route pattern and status class, never by the raw address', async () => {
    const missing = randomUUID();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: `/api/property/${missing}` })).statusCode).toBe(404);
    await t.app.inject({ url: '/api/no-such-route' });
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(
      sample(text, 'rentease_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/property/:id',
        status_class: '4xx',
      }),
    ).toBe(3);
    expect(sample(text, 'rentease_http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(text).not.toContain(missing);
    expect(text).not.toContain('no-such-route');
  });

  it('counts listing-cache hits and misses', async () => {
    const before = (await scrape(t, `Bearer ${TOKEN}`)).body;
    const city = `Metricpur${Date.now()}`;
    await t.app.inject({ url: `/api/property?city=${city}` });
    await t.app.inject({ url: `/api/property?city=${city}` });
    const after = (await scrape(t, `Bearer ${TOKEN}`)).body;
    const change = (result: string) =>
      (sample(after, 'rentease_cache_lookups_total', { cache: 'listings', result }) ?? 0) -
      (sample(before, 'rentease_cache_lookups_total', { cache: 'listings', result }) ?? 0);
    expect(change('miss')).toBe(1);
    expect(change('hit')).toBe(1);
  });

  it("reads the queue's waiting jobs and the oldest one's age, payments taken and refunds pending from the database", async () => {
    // A job an hour old that no worker may take yet (it starts tomorrow).
    const [job] = await queryRows<{ id: string }>(
      t.db,
      sql`INSERT INTO pgboss.job (name, data, state, start_after, created_on)
          VALUES (${EMAIL_QUEUE}, '{}'::jsonb, 'created', now() + interval '1 day', now() - interval '1 hour')
          RETURNING id`,
    );
    try {
      const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
      expect(sample(text, 'rentease_queue_jobs', { queue: EMAIL_QUEUE, state: 'created' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'rentease_queue_oldest_waiting_seconds', { queue: EMAIL_QUEUE })).toBeGreaterThanOrEqual(3600);
      const [counts] = await queryRows<{ paid: number; pending: number }>(
        t.db,
        sql`SELECT count(*) FILTER (WHERE paid_at IS NOT NULL)::int AS paid, count(*) FILTER (WHERE status = 'refund_pending')::int AS pending FROM payments`,
      );
      expect(sample(text, 'rentease_payments_confirmed')).toBe(counts?.paid);
      expect(sample(text, 'rentease_refunds_pending')).toBe(counts?.pending);
      expect(sample(text, 'rentease_websocket_connections')).toBe(0);
      // The pool's counts on PostgreSQL; the embedded engine has one connection and no pool.
      const idle = sample(text, 'rentease_db_pool_connections', { state: 'idle' });
      if (t.database.engine === 'postgres') expect(idle).toBeGreaterThanOrEqual(0);
      else expect(idle).toBeUndefined();
    } finally {
      await queryRows(t.db, sql`DELETE FROM pgboss.job WHERE id = ${job?.id} RETURNING id`);
    }
  });
});

describe('the emails counter', () => {
  it('counts each email sent, and each that failed (the queue retries those)', async () => {
    const metrics = new AppMetrics();
    const outbox = mkdtempSync(path.join(tmpdir(), 'rentease-outbox-'));
    const config = { ...t.config.email, smtpUrl: undefined, outboxDir: outbox };
    const mailer = createMailer(config, t.app.log, metrics.emails);
    await mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    // The outbox is a file where a folder should be: the send fails.
    const blocked = path.join(outbox, 'not-a-folder');
    writeFileSync(blocked, '');
    const failing = createMailer({ ...config, outboxDir: blocked }, t.app.log, metrics.emails);
    await expect(failing.send({ to: 'b@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })).rejects.toThrow();
    const text = await metrics.registry.metrics();
    expect(sample(text, 'rentease_emails_total', { result: 'sent' })).toBe(1);
    expect(sample(text, 'rentease_emails_total', { result: 'failed' })).toBe(1);
  });
});
