import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../../lib/install-prompt';
import { ICON_INSTALL_MOBILE_OUTLINED, PlainIcon } from '../plain-icon';

/** "Install app" in the header, only where the browser offers to install RentEase. */
export function InstallAppButton() {
  const { t } = useTranslation();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button type="button" className="site-button" onClick={() => void install()}>
      <span className="site-button-icon">
        <PlainIcon icon={ICON_INSTALL_MOBILE_OUTLINED} />
      </span>
      {t('Install app')}
    </button>
  );
}
