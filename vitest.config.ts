import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Three tiers (see CODE_STYLE.md): pure unit tests, API tests through app.inject() on a real
 * database — PGlite always, PostgreSQL too when TEST_DATABASE_URL is set — and Playwright (e2e/).
 */
const apiTests = [
  'apps/server/src/modules/**/*.test.ts',
  'apps/server/src/plugins/**/*.test.ts',
  'apps/server/src/db/**/*.test.ts',
  'apps/server/bench/**/*.test.ts',
];

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: [
        'packages/*/src/**/*.test.ts',
        'apps/server/src/lib/**/*.test.ts',
        'apps/server/src/*.test.ts',
        'scripts/**/*.test.ts',
        'apps/web/src/**/*.test.ts',
      ],
    },
  },
  {
    // Web components rendered in a simulated DOM (testing-library), talking to a stubbed fetch.
    test: {
      name: 'web',
      include: ['apps/web/src/**/*.test.tsx'],
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: 'http://localhost/' } },
      setupFiles: ['apps/web/src/test/setup.ts'],
      // A rendered dialog typed into key by key takes a few seconds on a busy machine.
      testTimeout: 20_000,
    },
  },
  {
    test: {
      name: 'api:pglite',
      include: apiTests,
      globalSetup: ['apps/server/src/test/global-setup.ts'],
      provide: { dbEngine: 'pglite' },
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api:postgres',
      include: apiTests,
      globalSetup: ['apps/server/src/test/global-setup.ts'],
      provide: { dbEngine: 'postgres' },
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
  },
});
