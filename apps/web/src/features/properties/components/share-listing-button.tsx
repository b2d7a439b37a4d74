import type { Property } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain-icon';
import { notify } from '../../../lib/toast';
import { ICON_IOS_SHARE } from './listing-icons';

/** The address anyone can open: the listing's own page, whose preview chat apps and search engines read. */
export const listingPagePath = (id: string) => `/homes/${id}`;

/** Phones share through the system sheet; elsewhere the link is copied. */
const COARSE_POINTER = '(pointer: coarse)';
const prefersShareSheet = () => typeof navigator.share === 'function' && window.matchMedia(COARSE_POINTER).matches;

/**
 * 'Share': the Web Share API on phones (WhatsApp, Messages, …), copy link elsewhere. Where the
 * clipboard is refused (an insecure origin), the link is shown to copy by hand.
 */
export function ShareListingButton({ property }: { property: Property }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = new URL(listingPagePath(property.id), window.location.origin).toString();
    if (prefersShareSheet()) {
      try {
        await navigator.share({ title: property.title, text: `${property.title}, ${property.city}`, url });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('Link copied'), 'share');
    } catch {
      window.prompt(t('Copy this link'), url);
    }
  };
  return (
    <button type="button" className="site-button site-button-outlined" onClick={() => void share()}>
      <span className="site-button-icon">
        <PlainIcon icon={ICON_IOS_SHARE} />
      </span>
      {t('Share')}
    </button>
  );
}
