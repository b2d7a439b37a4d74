import { Button, type SxProps, type Theme } from '@mui/material';
import { LANGUAGE_NAMES, type Language } from '@rentease/i18n';
import { type MouseEvent, useState } from 'react';
import { DEVICE_FONTS } from '../../lib/fonts';
import { chooseLanguage, currentLanguage } from '../../lib/i18n';

/**
 * The other language, named in itself ("हिन्दी" on English pages, "English" on Hindi ones), as
 * Indian sites put it: one tap, and found by a reader who cannot read the page's language. The
 * choice is kept in the browser, and in a signed-in person's profile so their emails follow it.
 * It is a link to the page in the other language, so a tap before the app's script has run (on a
 * prerendered page) still switches; once the app runs, it switches in place without loading the
 * page again.
 */
export function LanguageSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const [isSwitching, setSwitching] = useState(false);
  const other: Language = currentLanguage() === 'hi' ? 'en' : 'hi';
  return (
    <Button
      component="a"
      href={`?lang=${other}`}
      hrefLang={other}
      color="inherit"
      lang={other}
      disabled={isSwitching}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        setSwitching(true);
        chooseLanguage(other).finally(() => setSwitching(false));
      }}
      sx={{
        fontWeight: 600,
        minWidth: 0,
        px: 1.25,
        whiteSpace: 'nowrap',
        ...(other === 'hi' ? { fontFamily: DEVICE_FONTS } : {}),
        ...sx,
      }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
