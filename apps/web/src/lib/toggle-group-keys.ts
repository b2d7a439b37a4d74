import type { KeyboardEvent } from 'react';

/** Keys that move along a group of toggle buttons, as MUI's ToggleButtonGroup took them (wrapping at the ends). */
// i18n-ignore: key names, not words.
const GROUP_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

/**
 * A toggle group's keyboard, as MUI's ToggleButtonGroup had it: one button is in the tab order
 * (the chosen one), and the arrow keys, Home and End move focus between the group's enabled
 * buttons; Enter or Space chooses. Given as the group's onKeyDown. MUI's Tabs take the same keys
 * (components/plain-tabs.tsx).
 */
export function moveFocusInToggleGroup(event: KeyboardEvent<HTMLElement>) {
  if (!GROUP_KEYS.includes(event.key)) return;
  const open = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  if (open.length === 0) return;
  event.preventDefault();
  const here = open.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? open.length - 1
        : (here + (event.key === 'ArrowRight' ? 1 : -1) + open.length) % open.length;
  open[next]?.focus();
}
