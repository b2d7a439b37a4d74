import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until `release()` is called, so a test can assert an
 * in-progress state (a 'Sending...' button, say) without racing a fixed delay on a busy machine.
 */
export async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { count: 0, release };
  await page.route(url, async (route) => {
    held.count += 1;
    await released;
    await route.continue();
  });
  return held;
}
