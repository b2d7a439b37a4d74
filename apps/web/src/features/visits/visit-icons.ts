/** Material's EventOutlined for the visits' list and a listing's Schedule a visit (see components/plain-icon.tsx). */
import type { IconPaths } from '../../components/plain-icon';

// i18n-ignore: SVG path data, not words.
export const ICON_EVENT: IconPaths = [
  'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zm0-12H5V6h14zm-7 5h5v5h-5z',
];
