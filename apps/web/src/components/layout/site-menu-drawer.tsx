import CloseIcon from '@mui/icons-material/Close';
import InstallMobileOutlinedIcon from '@mui/icons-material/InstallMobileOutlined';
import { Box, Button, Drawer, IconButton, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';
import { useInstallPrompt } from '../../lib/install-prompt';
import { MuiTheme } from '../../lib/mui-theme';
import { BrandLogo } from './brand-logo';
import { PUBLIC_LINKS } from './public-links';

/** "Install app" in the header's menu on small screens; the menu closes as the browser asks. */
function InstallAppMenuItem({ onChosen }: { onChosen: () => void }) {
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

/**
 * The public header's menu on small screens. Its own chunk: desktop visitors never need it, and
 * the drawer machinery (modal, focus trap, transitions) is a good part of a first page's script.
 * The header around it is drawn without MUI, so the drawer brings the theme along.
 */
export default function SiteMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <MuiTheme>
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { id: 'mobile-menu', sx: { width: 280 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <BrandLogo />
          <IconButton aria-label={t('Close menu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List component="nav" aria-label={t('Main')}>
          {PUBLIC_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end
              onClick={onClose}
              sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
            >
              <ListItemText primary={t(link.label)} />
            </ListItemButton>
          ))}
          <InstallAppMenuItem onChosen={onClose} />
          <Box sx={{ px: 2, pt: 1 }}>
            <Button component={RouterLink} to="/register" variant="contained" fullWidth onClick={onClose}>
              {t('Register')}
            </Button>
          </Box>
        </List>
      </Drawer>
    </MuiTheme>
  );
}
