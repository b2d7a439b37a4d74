/**
 * Material icons' drawings that several features draw (see plain-icon.tsx): a place beside an
 * address (the search's suggestions, a listing, the checkout, a visit) and a home not yet saved
 * (the heart, the Saved menu entry and its empty state), and a select's arrow (the search's filters,
 * an area page's selects). Icons only the signed-in areas draw are in
 * layout/area-icons.ts, which every area page loads with its shell: here, the public pages would
 * download them too.
 */
import type { IconPaths } from './plain-icon';

// i18n-ignore: SVG path data, not words.
export const ICON_PLACE_OUTLINED: IconPaths = [
  'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2',
];
export const ICON_FAVORITE_BORDER: IconPaths = [
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05',
];
export const ICON_ARROW_DROP_DOWN: IconPaths = ['M7 10l5 5 5-5z'];
