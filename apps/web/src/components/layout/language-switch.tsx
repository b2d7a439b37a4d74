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
export function LanguageSwitch({ className }: { className?: string }) {
  const [isSwitching, setSwitching] = useState(false);
  const other: Language = currentLanguage() === 'hi' ? 'en' : 'hi';
  return (
    <a
      href={`?lang=${other}`}
      hrefLang={other}
      lang={other}
      className={className ? `site-button site-language-switch ${className}` : 'site-button site-language-switch'}
      // "हिन्दी" on English pages in the device's own fonts (lib/fonts.ts).
      style={other === 'hi' ? { fontFamily: DEVICE_FONTS } : undefined}
      aria-disabled={isSwitching || undefined}
      tabIndex={isSwitching ? -1 : undefined}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        if (isSwitching) return;
        setSwitching(true);
        chooseLanguage(other).finally(() => setSwitching(false));
      }}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
