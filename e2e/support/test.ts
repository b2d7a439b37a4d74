import { type BrowserContext, type BrowserContextOptions, test as base, expect } from '@playwright/test';

/** Opens another browser context: a second person, or the same one on another device or a fresh browser. */
export type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/**
 * Playwright's `test` for every browser test:
 * - `openContext`. Playwright closes the test's own context whatever happens; a context a test opens
 *   itself stays open until the worker ends if the test fails before closing it, keeping its pages,
 *   timers and chat socket running into the next tests. These are closed after the test, passed or failed.
 * - The Content-Security-Policy is watched on every page of every context the test drives, and a
 *   test fails on any violation, after its own steps. A violation is code the policy stopped (an
 *   eval, an inline script or style, a request to another origin), so a feature that works here
 *   under bypassCSP, or only until the policy bites, is a bug: one page's test of the policy did
 *   not catch what the other screens did.
 */
export const test = base.extend<{ openContext: OpenContext; policyViolations: string[] }>({
  policyViolations: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none
    async ({}, use) => {
      const violations: string[] = [];
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, policyViolations }, use) => {
    await reportPolicyViolations(context, policyViolations);
    await use(context);
  },
  openContext: async ({ browser, policyViolations }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      await reportPolicyViolations(context, policyViolations);
      return context;
    });
    // Closing a context the test already closed does nothing.
    await Promise.all(opened.map((context) => context.close()));
  },
});

/** Every page of `context` tells `violations` what the policy stopped, where. */
async function reportPolicyViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__reportPolicyViolation', ({ page }, what: string) => {
    violations.push(`${new URL(page.url()).pathname}: ${what}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportPolicyViolation(what: string): void }).__reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      const source = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})` : '';
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${source}`);
    });
  });
}

/** Another person at their own browser (own storage, own chat socket), set up like the test's page: its context and a page. */
export async function anotherBrowser(openContext: OpenContext) {
  const { baseURL, locale, timezoneId, viewport } = base.info().project.use;
  const context = await openContext({ baseURL, locale, timezoneId, viewport });
  return { context, page: await context.newPage() };
}
