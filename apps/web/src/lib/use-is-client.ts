import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while hydrating what it rendered, true after: for parts that only a
 * browser can draw (the map), so the server's page and the first client render stay the same.
 * The flip draws the component again once hydrated; one that asks only while it `needs` the answer
 * (false otherwise) is not drawn again for nothing, which would also hurry its children's hydration.
 */
export function useIsClient(needs = true): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => needs,
    () => false,
  );
}
