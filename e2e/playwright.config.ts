import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';

/**
 * Browser tests drive the real app (built and started by `npm start`'s script) on a throwaway
 * embedded database with demo data, in the system's Chromium.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Set once in the main process; workers inherit it, so everyone agrees on one data directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rentease-e2e-'));

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // A worker is a browser driving the one server, so each needs about two cores: on a two-core
  // machine a second worker did not finish sooner (each test ran about twice as slow) and made
  // the timing-sensitive tests fail at random.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : Math.max(1, Math.floor(availableParallelism() / 2)),
  retries: 0,
  // A whole test's limit, not a speed target (the bench measures speed): the multi-step tests
  // (sign in, book and pay through the API, then several pages) take 15–35 s on a busy two-core
  // machine, and a limit they brush against fails them at random.
  timeout: 60_000,
  // Workers share one server (and, on CI, the cores with the build's leftovers): a search or
  // a sign-in can wait several seconds behind the other worker's password hashing or PDF.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  outputDir: './test-results',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The whole suite signs up and logs in from one address; limits themselves are tested on the server.
      RATE_LIMIT_SCALE: '20',
    },
  },
});
