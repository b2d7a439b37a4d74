import { TOAST_DURATION_MS } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useMediaQuery } from '../lib/use-media-query';

/**
 * Toasts: top right, 3000 ms. On phones, where every dialog fills the screen with its title at the
 * top and its buttons at the bottom, they come up above the bottom bar instead of over the title.
 */
const PHONE_WIDTH = '(max-width:600px)';

export default function AppToaster() {
  const isPhone = useMediaQuery(PHONE_WIDTH);
  const { t } = useTranslation();
  return (
    <Toaster
      position={isPhone ? 'bottom-center' : 'top-right'}
      // Below the 64 px app bar on wide screens, so a toast never hides the greeting or a dialog close button.
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ bottom: 112, left: 16, right: 16 }}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      // Sonner's own names for the toast region and its close buttons, which a screen reader reads out.
      containerAriaLabel={t('Notifications')}
      toastOptions={{ closeButtonAriaLabel: t('Close toast') }}
    />
  );
}
