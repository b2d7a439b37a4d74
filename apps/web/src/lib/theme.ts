import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '@rentease/i18n';
import { BRAND, PAGE_BACKGROUND } from './brand-colors';
import { CARD_BORDER, CARD_RADIUS } from './card-outline';
import { SYSTEM_FONTS } from './fonts';
import { muiTexts } from './i18n';

/**
 * The one visual language of RentEase: a deep teal brand with a warm amber accent, a system font
 * stack (nothing to download), rounded cards and a visible focus ring for keyboard users.
 */
export { BRAND };

const solidLine = (px: number, color: string) => `${px}px solid ${color}`;

const themeOptions = {
  palette: {
    primary: { main: BRAND, light: '#14b8a6', dark: '#115e59', contrastText: '#ffffff' },
    secondary: { main: '#f59e0b', contrastText: '#1f2937' },
    background: { default: PAGE_BACKGROUND, paper: '#ffffff' },
    text: { primary: '#1f2937', secondary: '#4b5563' },
    error: { main: '#dc2626' },
    // Green-700: text in it ("Available for move-in…") reads at 5:1 on white; green-600 was 3.3:1.
    success: { main: '#15803d' },
  },
  shape: { borderRadius: 12 },
  spacing: 8,
  typography: {
    fontFamily: SYSTEM_FONTS.join(', '),
    h1: { fontSize: 'clamp(2rem, 4vw + 1rem, 3.25rem)', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' },
    h2: { fontSize: 'clamp(1.6rem, 2vw + 1rem, 2.25rem)', fontWeight: 750, lineHeight: 1.2, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.1rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10, paddingInline: 18 } },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: solidLine(3, `${BRAND}55`), outlineOffset: 2 },
        },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: CARD_BORDER, borderRadius: CARD_RADIUS } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
} satisfies Parameters<typeof createTheme>[0];

/** The theme in English: MUI's own texts (pagination, 'Close', 'No options', ratings) are English. */
export const theme = createTheme(themeOptions);

/** MUI's own texts in each language; MUI has Hindi of its own for its core components. */
const themes: Partial<Record<Language, Theme>> = { en: theme };

/**
 * The theme for the language shown, built once per language. MUI's texts in a language arrive with
 * its catalogues (lib/i18n.ts), which are loaded before the app shows the language.
 */
export function themeFor(language: Language): Theme {
  const built = themes[language];
  if (built) return built;
  const texts = muiTexts(language);
  if (!texts) return theme;
  const languageTheme = createTheme(themeOptions, texts);
  themes[language] = languageTheme;
  return languageTheme;
}
