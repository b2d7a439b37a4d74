/** The app's text fonts: the device's, then the app's own Devanagari font. */
// i18n-ignore: fonts every system already has, so nothing is downloaded.
export const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Liberation Sans"',
  'Arial',
  // Devanagari from the app's own font (app/fonts.css) when the system has none.
  '"Noto Sans Devanagari"',
  'sans-serif',
];

/**
 * The device's own fonts only: for the one Devanagari word on English pages (the language
 * switch's "हिन्दी"), which would otherwise download the 120 KB Devanagari font for every English
 * reader. Phones and computers sold in India have a Devanagari font of their own.
 */
export const DEVICE_FONTS = SYSTEM_FONTS.filter((font) => font !== '"Noto Sans Devanagari"').join(', ');
