import { useSyncExternalStore } from 'react';

/**
 * Whether the media query matches, following it as it changes. For parts drawn without MUI (the
 * toaster, which every page loads once idle): MUI's useMediaQuery would bring its UI kit chunk
 * along to pages that otherwise never load it. False on the server, which has no screen.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
