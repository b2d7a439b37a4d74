import { useState } from 'react';

/**
 * Whether a dialog has been open at least once: it is mounted from its first opening on (its code
 * loads then), and stays mounted so that closing it plays its transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set while rendering, not in an effect: the dialog mounts in the same render that opens it.
  if (open && !opened) setOpened(true);
  return opened || open;
}
