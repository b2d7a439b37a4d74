import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Container, IconButton, Toolbar } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';
import { BrandLogo } from './brand-logo';
import { InstallAppButton } from './install-app';
import { LanguageSwitch } from './language-switch';
import { PUBLIC_LINKS } from './public-links';

const loadMenu = () => import('./site-menu-drawer');
const SiteMenuDrawer = lazy(loadMenu);

/** Public header: the links collapse into a menu on small screens; Register stands out. */
export function SiteHeader() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate.
  const [menuWanted, setMenuWanted] = useState(false);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          <BrandLogo />
          <Box
            component="nav"
            aria-label={t('Main')}
            sx={{ ml: 'auto', display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
          >
            {PUBLIC_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end
                color="inherit"
                sx={{ fontWeight: 600, '&.active': { color: 'primary.main', bgcolor: 'rgba(15,118,110,0.08)' } }}
              >
                {t(link.label)}
              </Button>
            ))}
            <InstallAppButton />
            <Button component={RouterLink} to="/register" variant="contained" sx={{ ml: 1 }}>
              {t('Register')}
            </Button>
          </Box>
          <LanguageSwitch sx={{ ml: { xs: 'auto', md: 0 } }} />
          <IconButton
            aria-label={t('Open menu')}
            aria-controls="mobile-menu"
            aria-expanded={open}
            // Fetch the menu's code as the finger lands, so it is there by the time the tap ends.
            onPointerDown={() => void loadMenu()}
            onClick={() => {
              setMenuWanted(true);
              setOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <SiteMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
