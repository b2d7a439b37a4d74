import type { Locator } from '@playwright/test';

/**
 * Whether the app has taken over `element` (hydrated the server's markup in place) rather than
 * still showing it inert; a page the app redraws instead has a new element in its place.
 */
export function isAdopted(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
}
