import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultWebDistDir } from './paths.js';

/**
 * The one module that reads the environment. Everything else receives a `Config`, so tests build
 * the app with their own values and nothing depends on process.env at import time.
 */

const DEMO_ADMIN_EMAIL = 'admin@rentease.local';
const DEMO_ADMIN_PASSWORD = 'admin1234';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: booleanFlag.optional(),
  PUBLIC_URL: z.url('must be an absolute URL such as https://rentease.example').optional(),
  MAP_STYLE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an absolute URL of a MapLibre style or a PMTiles archive, such as https://tiles.example/style.json',
    })
    .optional(),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  LISTING_CACHE_TTL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(60_000, 'must be at most 60000')
    .default(2000),
  RATE_LIMIT_SCALE: z.coerce
    .number({ error: 'must be a number' })
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(1),
  STORAGE: z.enum(['disk', 'database'], { error: 'must be disk or database' }).default('disk'),
  UPLOAD_GRACE_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive('must be more than 0')
    .max(8760, 'must be at most 8760 (a year)')
    .default(24),
  CLUSTER_WORKERS: z.coerce
    .number({ error: 'must be a number of processes' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .default(1),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(300_000, 'must be at most 300000 (5 minutes)')
    .default(10_000),
  BACKUP_DIR: z.string().min(1, 'must not be empty').optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .int('must be a whole number')
    .min(0, 'must not be negative (0 turns scheduled backups off)')
    .max(720, 'must be at most 720 (30 days)')
    .refine((hours) => hours === 0 || 24 % hours === 0 || hours % 24 === 0, {
      error: 'must divide a day (1, 2, 3, 4, 6, 8, 12) or be whole days (24, 48, …); 0 turns scheduled backups off',
    })
    .default(24),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a number of backups' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(7),
  PAYMENT_PROVIDER: z.enum(['demo', 'stripe', 'razorpay'], { error: 'must be demo, stripe or razorpay' }).default('demo'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must be a webhook signing secret (whsec_…)').optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute URL such as http://localhost:12111' }).optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id (rzp_test_… or rzp_live_…)')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1, 'must not be empty').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1, 'must not be empty').optional(),
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute URL such as http://localhost:12112' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an SMTP URL such as smtp://user:pass@mail.example:587' }).optional(),
  // A real mail server only relays for its own domains: the sender must be an address of yours.
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(.*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
      'must be an email address, optionally with a name: RentEase <no-reply@example.com>',
    )
    .optional(),
  REQUIRE_VERIFIED_EMAIL: booleanFlag.default(false),
});

export type RateLimitRule = { max: number; timeWindowMs: number };

export type PaymentsConfig =
  | { provider: 'demo' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Another address for Stripe's API (stripe-mock, a proxy); unset: api.stripe.com. */
      apiUrl: string | undefined;
    }
  | {
      provider: 'razorpay';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      /** Another address for Razorpay's API (a proxy, a stand-in); unset: api.razorpay.com. */
      apiUrl: string | undefined;
    };

/** Where processed images are kept: files under DATA_DIR/uploads, or rows of the database. */
export type StorageKind = 'disk' | 'database';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Set: use this PostgreSQL server. Unset: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  tokenTtl: { user: string; admin: string };
  admin: { email: string; password: string; isDemo: boolean };
  /** Undefined means "seed when the database is empty". */
  seedDemo: boolean | undefined;
  /** Set: every link leaving the app uses it. Unset: links follow the address each request came to. */
  publicUrl: string | undefined;
  /**
   * A MapLibre style (a street map an operator hosts). Unset: the offline basemap the app cuts from
   * its packaged data. Its host is added to the content security policy.
   */
  mapStyleUrl: string | undefined;
  /** Set: GET /metrics answers (Prometheus text) to `Authorization: Bearer <token>`. Unset: there is no /metrics. */
  metricsToken: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** Where the built web app lives; undefined disables serving it (API-only tests). */
  webDistDir: string | undefined;
  /** scrypt cost parameter N (memory-hard: 128 * N * r bytes). */
  passwordHashCost: number;
  bodyLimitBytes: number;
  /** How long public listing responses are served from memory; 0 disables the cache. */
  listingCacheTtlMs: number;
  /**
   * How long the city directory (cities with listings, for suggestions and city searches) is kept
   * in memory. Writes in this process refresh it at once; other processes within this time.
   */
  cityDirectoryTtlMs: number;
  rateLimits: {
    login: RateLimitRule;
    register: RateLimitRule;
    contact: RateLimitRule;
    upload: RateLimitRule;
    checkout: RateLimitRule;
    chat: RateLimitRule;
    password: RateLimitRule;
    listing: RateLimitRule;
    report: RateLimitRule;
    accountEmail: RateLimitRule;
    accountEmailPerIp: RateLimitRule;
    dataExport: RateLimitRule;
    verification: RateLimitRule;
  };
  payments: PaymentsConfig;
  /**
   * disk: one machine's DATA_DIR/uploads (or a volume all processes mount). database: the
   * stored_images table, which every server process on the same PostgreSQL reaches.
   */
  storage: StorageKind;
  /** An upload no listing uses is deleted this long after it was made (ms). */
  uploadGraceMs: number;
  /**
   * When the sweep of abandoned uploads, expired rate-limit windows and stuck refunds runs: a cron
   * schedule on the job queue (once per tick across processes). Undefined turns it off (tests run
   * the sweep themselves).
   */
  housekeeping: { cron: string | undefined };
  /** Server processes sharing the port (Node's cluster module); more than one needs PostgreSQL. */
  cluster: { workers: number };
  /**
   * On SIGTERM or SIGINT, how long requests in flight (and the queue's running jobs) may take to
   * finish before the process exits anyway.
   */
  shutdownGraceMs: number;
  /** How notification emails leave. */
  email: EmailConfig;
  backups: BackupConfig;
  /**
   * Set: a tenant pays and a landlord publishes a listing only once their email address is
   * verified. Off by default, so registering and booking at once keeps working.
   */
  requireVerifiedEmail: boolean;
};

export type BackupConfig = {
  /** Where `npm run backup` and the schedule write backup files (default DATA_DIR/backups). */
  dir: string;
  /** When the server backs up by itself: a cron schedule on the job queue, or undefined for never. */
  cron: string | undefined;
  /** How many scheduled backups stay; older ones are deleted after each new one. */
  keep: number;
};

/**
 * A backup every `hours` as a cron schedule, in India's time: at 02:45 (the quietest hour of a
 * rental site, away from the top of the hour) for whole days, at minute 45 for parts of a day.
 */
export function backupCron(hours: number): string | undefined {
  if (hours === 0) return undefined;
  if (hours % 24 === 0) return hours === 24 ? '45 2 * * *' : `45 2 */${hours / 24} * *`;
  return hours === 1 ? '45 * * * *' : `45 */${hours} * * *`;
}

export type EmailConfig = {
  /** Set: send through this SMTP server. Unset: write each email as an .eml file into outboxDir. */
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  /**
   * When emails that are due but not queued (a crash between commit and enqueue, a chat receiver
   * now away) are queued: a cron schedule on the job queue. Undefined: never (tests sweep themselves).
   */
  sweepCron: string | undefined;
  /** A failed send is retried this many times, waiting retryDelaySeconds, doubling (pg-boss backoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How often the queue's worker looks for jobs (pg-boss, at least 0.5). */
  pollingIntervalSeconds: number;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const defaultRateLimits: Config['rateLimits'] = {
  // Per client address and account: slows password guessing without locking out the owner.
  login: { max: 10, timeWindowMs: 60_000 },
  // Per client address: stops scripted mass sign-ups, not a family or office behind one NAT.
  register: { max: 100, timeWindowMs: 60 * 60_000 },
  contact: { max: 10, timeWindowMs: 60_000 },
  // Per client address: generous for a landlord adding a few listings, bounded for image processing.
  upload: { max: 60, timeWindowMs: 60_000 },
  // Checkouts opened per tenant, and card submissions per address and checkout: stops card
  // testing by script while a person retrying a declined card never meets it.
  checkout: { max: 20, timeWindowMs: 60_000 },
  // Chat messages per sender.
  chat: { max: 60, timeWindowMs: 60_000 },
  // Password changes per account: a stolen session cannot guess the current password at speed.
  password: { max: 10, timeWindowMs: 15 * 60_000 },
  // Listings added per landlord: generous for a real portfolio, bounded for a script.
  listing: { max: 60, timeWindowMs: 60 * 60_000 },
  // Listing reports per account: more than a person ever files, fewer than a flood of the admin's queue.
  report: { max: 20, timeWindowMs: 60 * 60_000 },
  // Account emails (password reset, verification) per address or account: enough for a person
  // whose email is slow to arrive, too few to flood someone's inbox.
  accountEmail: { max: 5, timeWindowMs: 60 * 60_000 },
  // Password reset requests per client address, whatever accounts they name: stops a script
  // walking a list of addresses, not an office behind one NAT.
  accountEmailPerIp: { max: 30, timeWindowMs: 60 * 60_000 },
  // Data exports per account: each builds every record the person has; a few an hour is plenty.
  dataExport: { max: 5, timeWindowMs: 60 * 60_000 },
  // Owner verification requests per landlord: a person fixing a rejected photo, not a script filling the admin's queue.
  verification: { max: 10, timeWindowMs: 24 * 60 * 60_000 },
};

/**
 * Every limit multiplied by `scale`: for load tests and browser test runs, where thousands of
 * requests legitimately come from one address. Production keeps the defaults (scale 1).
 */
export function scaleRateLimits(limits: Config['rateLimits'], scale: number): Config['rateLimits'] {
  if (scale === 1) return limits;
  const entries = Object.entries(limits).map(([name, rule]) => [name, { ...rule, max: Math.ceil(rule.max * scale) }]);
  return Object.fromEntries(entries) as Config['rateLimits'];
}

/** Parses the environment into a Config, or throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = parsed.data;
  const problems: string[] = [];
  if ((vars.ADMIN_EMAIL === undefined) !== (vars.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (vars.PAYMENT_PROVIDER === 'stripe') {
    if (!vars.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
    if (!vars.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe');
  }
  if (vars.PAYMENT_PROVIDER === 'razorpay') {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!vars[name]) problems.push(`${name}: required when PAYMENT_PROVIDER=razorpay`);
    }
  }
  if (vars.CLUSTER_WORKERS > 1 && !vars.DATABASE_URL) {
    problems.push(
      'CLUSTER_WORKERS: several server processes need a PostgreSQL server (set DATABASE_URL); the embedded database belongs to one process',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET ?? readOrCreateSecret(dataDir),
    tokenTtl: { user: '7d', admin: '12h' },
    admin: {
      email: (vars.ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL).toLowerCase(),
      password: vars.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
      isDemo: vars.ADMIN_EMAIL === undefined,
    },
    seedDemo: vars.SEED_DEMO,
    publicUrl: vars.PUBLIC_URL?.replace(/\/$/, ''),
    mapStyleUrl: vars.MAP_STYLE_URL,
    metricsToken: vars.METRICS_TOKEN,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    webDistDir: defaultWebDistDir,
    passwordHashCost: 2 ** 15,
    bodyLimitBytes: 64 * 1024,
    listingCacheTtlMs: vars.LISTING_CACHE_TTL_MS,
    cityDirectoryTtlMs: 2000,
    rateLimits: scaleRateLimits(defaultRateLimits, vars.RATE_LIMIT_SCALE),
    storage: vars.STORAGE,
    uploadGraceMs: Math.round(vars.UPLOAD_GRACE_HOURS * 3_600_000),
    // Hourly is plenty for a 24-hour grace period; at minute 17, away from the top of the hour
    // when other schedules on a shared server tend to run.
    housekeeping: { cron: '17 * * * *' },
    cluster: { workers: vars.CLUSTER_WORKERS },
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    email: {
      smtpUrl: vars.SMTP_URL,
      outboxDir: path.join(dataDir, 'outbox'),
      from: vars.MAIL_FROM ?? 'RentEase <no-reply@rentease.local>',
      sweepCron: '* * * * *',
      retryLimit: 8,
      retryDelaySeconds: 30,
      pollingIntervalSeconds: 2,
    },
    backups: {
      dir: path.resolve(vars.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      cron: backupCron(vars.BACKUP_EVERY_HOURS),
      keep: vars.BACKUP_KEEP,
    },
    payments: paymentsConfig(vars),
    requireVerifiedEmail: vars.REQUIRE_VERIFIED_EMAIL,
  };
}

function paymentsConfig(vars: z.infer<typeof envSchema>): PaymentsConfig {
  switch (vars.PAYMENT_PROVIDER) {
    case 'stripe':
      return {
        provider: 'stripe',
        secretKey: vars.STRIPE_SECRET_KEY ?? '',
        webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? '',
        apiUrl: vars.STRIPE_API_URL,
      };
    case 'razorpay':
      return {
        provider: 'razorpay',
        keyId: vars.RAZORPAY_KEY_ID ?? '',
        keySecret: vars.RAZORPAY_KEY_SECRET ?? '',
        webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET ?? '',
        apiUrl: vars.RAZORPAY_API_URL,
      };
    case 'demo':
      return { provider: 'demo' };
  }
}

/**
 * Without JWT_SECRET a random key is generated once and kept in DATA_DIR, so tokens survive a
 * restart but no secret ever lives in the repository.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    // Not there yet: create it below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
