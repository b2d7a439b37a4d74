import { expect, type Page } from '@playwright/test';

export type TimelineEvent = {
  what: 'page-load' | 'navigate' | 'click' | 'response' | 'toast-shown' | 'toast-gone';
  detail: string;
  at: number;
};

/**
 * Records, inside the page, when pages load, buttons are clicked, API answers arrive, the app
 * navigates and toasts appear and disappear (wall-clock ms, kept in sessionStorage so a full
 * reload does not lose them). A delay is measured from what starts its timer (the click, or the
 * answer), never from a toast, whose drawing may lag behind on a busy machine.
 */
export async function recordTimeline(page: Page) {
  await page.addInitScript(() => {
    const KEY = '__e2eTimeline';
    const mark = (what: string, detail: string) => {
      const events = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
      events.push({ what, detail, at: Date.now() });
      sessionStorage.setItem(KEY, JSON.stringify(events));
    };
    mark('page-load', location.pathname);
    // Capture phase on window: runs before the app's own click handlers start any timer.
    window.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target.closest('button, a, [role="button"]') : null;
        if (target) mark('click', (target.textContent ?? '').trim());
      },
      true,
    );
    const originalFetch = window.fetch;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await originalFetch(...args);
      mark('response', new URL(response.url).pathname);
      return response;
    };
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        const before = location.pathname;
        original.apply(this, args);
        if (location.pathname !== before) mark('navigate', location.pathname);
      };
    }
    const shown = new Map<Element, string>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        if (!shown.has(toast)) {
          const text = toast.textContent ?? '';
          shown.set(toast, text);
          mark('toast-shown', text);
        }
      }
      for (const [toast, text] of shown) {
        if (!toast.isConnected) {
          shown.delete(toast);
          mark('toast-gone', text);
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

export async function readTimeline(page: Page): Promise<TimelineEvent[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('__e2eTimeline') ?? '[]'));
}

/** The first event of a kind whose detail contains `text`, or throws with the whole timeline. */
export function findEvent(events: TimelineEvent[], what: TimelineEvent['what'], text: string): TimelineEvent {
  const event = events.find((e) => e.what === what && e.detail.includes(text));
  if (!event) throw new Error(`No ${what} "${text}" in the timeline: ${JSON.stringify(events)}`);
  return event;
}

/**
 * Waits until a toast containing `text` has been shown, even if it has closed since: a toast
 * lives 3 s, and on a busy machine the click that raised it can take longer than that to return.
 * The page must record its timeline (recordTimeline) from before it loaded.
 */
export async function expectToastShown(page: Page, text: string, timeout = 10_000): Promise<void> {
  await expect
    .poll(async () => (await readTimeline(page)).some((e) => e.what === 'toast-shown' && e.detail.includes(text)), {
      message: `a toast saying "${text}"`,
      timeout,
    })
    .toBe(true);
}
