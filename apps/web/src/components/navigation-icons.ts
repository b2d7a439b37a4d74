/** Material icons' drawings for ways back, shared by plain pages (see components/plain-icon.tsx). */
import type { IconPaths } from './plain-icon';

// i18n-ignore: SVG path data, not words.
export const ICON_ARROW_BACK: IconPaths = ['M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z'];
