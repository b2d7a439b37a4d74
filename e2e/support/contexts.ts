import { type BrowserContext, type BrowserContextOptions, test as base } from '@playwright/test';

/** Opens another browser context: a second person, or the same one on another device or a fresh browser. */
export type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/**
 * Playwright's `test` with `openContext`. Playwright closes the test's own context whatever happens;
 * a context a test opens itself stays open until the worker ends if the test fails before closing
 * it, keeping its pages, timers and chat socket running into the next tests. These are closed after
 * the test, passed or failed.
 */
export const test = base.extend<{ openContext: OpenContext }>({
  openContext: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context;
    });
    // Closing a context the test already closed does nothing.
    await Promise.all(opened.map((context) => context.close()));
  },
});

/** Another person at their own browser (own storage, own chat socket), set up like the test's page: its context and a page. */
export async function anotherBrowser(openContext: OpenContext) {
  const { baseURL, locale, timezoneId, viewport } = base.info().project.use;
  const context = await openContext({ baseURL, locale, timezoneId, viewport });
  return { context, page: await context.newPage() };
}
