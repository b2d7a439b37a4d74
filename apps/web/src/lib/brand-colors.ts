/**
 * The brand's colours, apart from the theme so that the build (web app manifest, app icons) can
 * read them without loading the component kit.
 */
export const BRAND = '#0f766e';
export const PAGE_BACKGROUND = '#f7f8fa';
