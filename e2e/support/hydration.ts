import type { Locator } from '@playwright/test';

let marks = 0;

/**
 * Pins the element the server drew (call it before the app's scripts run): the locator returned
 * finds that very element, not whatever later matches the same role or text.
 */
export async function serverElement(element: Locator): Promise<Locator> {
  marks += 1;
  const mark = `server-${marks}`;
  await element.evaluate((node, value) => node.setAttribute('data-server-element', value), mark);
  return element.page().locator(`[data-server-element="${mark}"]`);
}

/**
 * Whether the app has taken over a pinned server element (hydrated it in place). A page the app
 * draws anew removes that element, so this stays false for it.
 */
export async function isAdopted(pinned: Locator): Promise<boolean> {
  if ((await pinned.count()) === 0) return false;
  return pinned.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
}
