import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';
import { ICON_MENU, PlainIcon } from '../plain-icon';
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
    <header className="site-header">
      <div className="site-container">
        <div className="site-toolbar">
          <BrandLogo />
          <nav className="site-nav" aria-label={t('Main')}>
            {PUBLIC_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end className="site-button site-nav-link">
                {t(link.label)}
              </NavLink>
            ))}
            <InstallAppButton />
            <RouterLink to="/register" className="site-button site-button-primary site-nav-register">
              {t('Register')}
            </RouterLink>
          </nav>
          <LanguageSwitch className="site-header-language" />
          <button
            type="button"
            className="site-icon-button site-menu-button"
            aria-label={t('Open menu')}
            aria-controls="mobile-menu"
            aria-expanded={open}
            // Fetch the menu's code as the finger lands, so it is there by the time the tap ends.
            onPointerDown={() => void loadMenu()}
            onClick={() => {
              setMenuWanted(true);
              setOpen(true);
            }}
          >
            <PlainIcon icon={ICON_MENU} />
          </button>
        </div>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <SiteMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
