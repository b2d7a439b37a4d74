import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rentease-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults with nothing set', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin.isDemo).toBe(true);
    expect(config.seedDemo).toBeUndefined();
    // Links then follow the address each request came to.
    expect(config.publicUrl).toBeUndefined();
  });

  it('names each bad variable', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', JWT_SECRET: 'short' });
    expect(problems).toHaveLength(4);
    expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('SEED_DEMO:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('JWT_SECRET:'))).toBe(true);
  });

  it('reads the mail server and the sender of emails, and refuses a sender that is no address', () => {
    const dir = dataDir();
    const config = loadConfig({
      DATA_DIR: dir,
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Homes <homes@example.com>',
    });
    expect(config.email).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example.com:465', from: 'Homes <homes@example.com>' });
    expect(config.email.outboxDir).toBe(path.join(dir, 'outbox'));
    expect(loadConfig({ DATA_DIR: dir }).email.from).toBe('RentEase <no-reply@rentease.local>');
    expect(problemsOf({ DATA_DIR: dir, MAIL_FROM: 'nobody', SMTP_URL: 'http://mail.example.com' })).toEqual([
      expect.stringMatching(/^SMTP_URL:/),
      expect.stringMatching(/^MAIL_FROM:/),
    ]);
  });

  it('refuses an admin email without a password', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.com', DATA_DIR: dataDir() })).toEqual([
      'ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither',
    ]);
  });

  it('generates the token key once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('reads booleans and the admin account', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'long-enough',
      PORT: '8080',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.admin).toEqual({ email: 'boss@example.com', password: 'long-enough', isDemo: false });
    expect(config.port).toBe(8080);
  });

  it('keeps images on disk and sweeps unused uploads after 24 hours unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.storage).toBe('disk');
    expect(config.uploadGraceMs).toBe(24 * 3_600_000);
    expect(config.housekeeping.cron).toBe('17 * * * *');
    expect(config.email.sweepCron).toBe('* * * * *');
  });

  it('reads STORAGE and UPLOAD_GRACE_HOURS, and names bad values', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), STORAGE: 'database', UPLOAD_GRACE_HOURS: '1.5' });
    expect(config.storage).toBe('database');
    expect(config.uploadGraceMs).toBe(90 * 60_000);
    const problems = problemsOf({ DATA_DIR: dataDir(), STORAGE: 's3', UPLOAD_GRACE_HOURS: '0' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['STORAGE', 'UPLOAD_GRACE_HOURS']);
  });

  it('backs up daily into DATA_DIR/backups, keeping 7, unless BACKUP_* say otherwise, and names bad values', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).backups).toEqual({
      dir: path.join(path.resolve(dir), 'backups'),
      cron: '45 2 * * *',
      keep: 7,
    });
    const custom = loadConfig({ DATA_DIR: dir, BACKUP_DIR: '/srv/backups', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '28' });
    expect(custom.backups).toEqual({ dir: '/srv/backups', cron: '45 */6 * * *', keep: 28 });
    expect(loadConfig({ DATA_DIR: dir, BACKUP_EVERY_HOURS: '0' }).backups.cron).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, BACKUP_EVERY_HOURS: '1' }).backups.cron).toBe('45 * * * *');
    expect(loadConfig({ DATA_DIR: dir, BACKUP_EVERY_HOURS: '48' }).backups.cron).toBe('45 2 */2 * *');
    const problems = problemsOf({ DATA_DIR: dir, BACKUP_EVERY_HOURS: '5', BACKUP_KEEP: '0' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['BACKUP_EVERY_HOURS', 'BACKUP_KEEP']);
    expect(problems.join('\n')).toMatch(/must divide a day/);
  });

  it('runs one process unless CLUSTER_WORKERS asks for more, and more only on a PostgreSQL server', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).cluster).toEqual({ workers: 1 });
    const postgres = 'postgres://me:secret@localhost:5432/rentease';
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: postgres, CLUSTER_WORKERS: '4' }).cluster).toEqual({ workers: 4 });
    const [embedded] = problemsOf({ DATA_DIR: dataDir(), CLUSTER_WORKERS: '2' });
    expect(embedded).toMatch(/^CLUSTER_WORKERS: several server processes need a PostgreSQL server \(set DATABASE_URL\)/);
    expect(problemsOf({ DATA_DIR: dataDir(), DATABASE_URL: postgres, CLUSTER_WORKERS: 'many' })[0]).toMatch(/^CLUSTER_WORKERS:/);
  });

  it('uses the built-in demo checkout when PAYMENT_PROVIDER is not set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payments).toEqual({ provider: 'demo' });
  });

  it('names both Stripe variables when PAYMENT_PROVIDER=stripe comes without them', () => {
    expect(problemsOf({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe',
    ]);
  });

  it('names a malformed payment provider, Stripe key, webhook secret and API address', () => {
    const problems = problemsOf({
      DATA_DIR: dataDir(),
      PAYMENT_PROVIDER: 'paypal',
      // A publishable key is the usual mix-up: it cannot create sessions.
      STRIPE_SECRET_KEY: 'pk_test_51abc',
      STRIPE_WEBHOOK_SECRET: 'we_1abc',
      STRIPE_API_URL: 'not a url',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'PAYMENT_PROVIDER',
      'STRIPE_API_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
  });

  it('reads a complete Stripe configuration into config.payments', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51abcdef',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdef',
      STRIPE_API_URL: 'http://localhost:12111',
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_51abcdef',
      webhookSecret: 'whsec_abcdef',
      apiUrl: 'http://localhost:12111',
    });
  });

  it('talks to api.stripe.com when STRIPE_API_URL is not set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'rk_live_51abcdef',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdef',
    });
    expect(config.payments).toMatchObject({ provider: 'stripe', secretKey: 'rk_live_51abcdef', apiUrl: undefined });
  });

  it('names the Razorpay variables PAYMENT_PROVIDER=razorpay needs, and a malformed key id', () => {
    expect(problemsOf({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'razorpay' })).toEqual([
      'RAZORPAY_KEY_ID: required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_KEY_SECRET: required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=razorpay',
    ]);
    const problems = problemsOf({ DATA_DIR: dataDir(), RAZORPAY_KEY_ID: 'sk_test_abc', RAZORPAY_API_URL: 'nowhere' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['RAZORPAY_API_URL', 'RAZORPAY_KEY_ID']);
  });

  it('reads a complete Razorpay configuration into config.payments', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_abc123',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook secret',
    });
    expect(config.payments).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_abc123',
      keySecret: 'secret',
      webhookSecret: 'webhook secret',
      apiUrl: undefined,
    });
  });

  it('scales every rate limit with RATE_LIMIT_SCALE, and refuses a scale below 1', () => {
    const scaled = loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_SCALE: '10' });
    const normal = loadConfig({ DATA_DIR: dataDir() });
    expect(scaled.rateLimits.register.max).toBe(normal.rateLimits.register.max * 10);
    expect(scaled.rateLimits.login.timeWindowMs).toBe(normal.rateLimits.login.timeWindowMs);
    expect(problemsOf({ DATA_DIR: dataDir(), RATE_LIMIT_SCALE: '0.5' })).toEqual(['RATE_LIMIT_SCALE: must be at least 1']);
  });
});
