import InstallMobileOutlinedIcon from '@mui/icons-material/InstallMobileOutlined';
import { Button, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../../lib/install-prompt';

/** "Install app" in the header, only where the browser offers to install RentEase. */
export function InstallAppButton() {
  const { t } = useTranslation();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button color="inherit" startIcon={<InstallMobileOutlinedIcon />} onClick={() => void install()} sx={{ fontWeight: 600 }}>
      {t('Install app')}
    </Button>
  );
}

/** "Install app" in the header's menu on small screens; the menu closes as the browser asks. */
export function InstallAppMenuItem({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <ListItemButton
      onClick={() => {
        onChosen();
        void install();
      }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <InstallMobileOutlinedIcon />
      </ListItemIcon>
      <ListItemText primary={t('Install app')} />
    </ListItemButton>
  );
}
