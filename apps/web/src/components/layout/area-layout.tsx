import './area-layout.css';
import '../plain-divider.css';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { badgeText, PlainBadge } from '../plain-badge';
import { ICON_MENU, type IconPaths, PlainIcon } from '../plain-icon';
import { usePlainTooltip } from '../plain-tooltip';
import { visuallyHidden } from '../visually-hidden';
import { ICON_CHEVRON_LEFT, ICON_CHEVRON_RIGHT, ICON_LOGOUT } from './area-icons';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';

/** A count beside a navigation entry (unread conversations, say), with what it counts for screen readers. */
export type NavBadge = { count: number; label: string };

export type AreaNavItem = { label: string; to: string; icon: IconPaths; badge?: NavBadge };

const navItemName = (item: AreaNavItem) => (item.badge?.count ? `${item.label}, ${item.badge.label}` : item.label);

type AreaLayoutProps = {
  areaName: string;
  homePath: string;
  navItems: AreaNavItem[];
  greeting: string;
  initials: string;
  onLogout: () => void;
  /** Shown in the top bar before the greeting (the notification bell). */
  actions?: ReactNode;
  /** Shown over every page of the area (the unverified email banner). */
  notice?: ReactNode;
};

/** Where the phone's drawer gives way to the docked sidebar (MUI's `md`, as area-layout.css). */
const WIDE_SCREEN = '(min-width: 900px)';

/**
 * The shell of the tenant, landlord and admin areas, drawn without MUI (area-layout.css): a sidebar
 * that collapses to icons on wide screens and becomes a drawer on phones, and a top bar greeting the
 * user by name. The drawer is a modal <dialog>, so the browser keeps focus in it, closes it on
 * Escape and makes the page behind inert.
 */
export function AreaLayout({ areaName, homePath, navItems, greeting, initials, onLogout, actions, notice }: AreaLayoutProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { triggerProps, hide: hideTooltip, tooltip } = usePlainTooltip('right');
  const drawer = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = drawer.current;
    if (!dialog) return;
    if (!mobileOpen) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    // The panel takes focus, as MUI's drawer did: the first link is not where a reader expects to start.
    dialog.focus();
    // A phone turned or a window widened past the drawer's width shows the docked sidebar: a modal
    // left open behind it would keep the page inert.
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => {
      if (wide.matches) setMobileOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [mobileOpen]);

  const navigation = (mini: boolean, onNavigate?: () => void) => (
    <div className="area-sidebar-content">
      <div className={mini ? 'area-toolbar area-sidebar-brand is-mini' : 'area-toolbar area-sidebar-brand'}>
        {mini ? (
          <div className="area-avatar area-brand-avatar" role="img" aria-label="RentEase">
            R
          </div>
        ) : (
          <BrandLogo to={homePath} />
        )}
      </div>
      {!mini && <span className="area-sidebar-name">{areaName}</span>}
      <nav className="area-nav" aria-label={t('{{area}} navigation', { area: areaName })}>
        {navItems.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={mini ? 'area-nav-item is-mini' : 'area-nav-item'}
            onClick={() => {
              hideTooltip();
              onNavigate?.();
            }}
            aria-label={mini ? navItemName(item) : undefined}
            {...(mini ? triggerProps(item.label) : {})}
          >
            <span className="area-nav-icon">
              <span className="plain-badge-anchor">
                <PlainIcon icon={item.icon} />
                {mini && item.badge && <PlainBadge count={item.badge.count} tone="secondary" />}
              </span>
            </span>
            {!mini && <span className="area-nav-label">{item.label}</span>}
            {!mini && item.badge && item.badge.count > 0 && (
              <span className="area-nav-count" aria-hidden>
                {badgeText(item.badge.count)}
              </span>
            )}
            {item.badge && item.badge.count > 0 && <span style={visuallyHidden}>{`, ${item.badge.label}`}</span>}
          </NavLink>
        ))}
      </nav>
      <hr className="plain-divider" />
      <div className="area-nav area-nav-end">
        <button
          type="button"
          className={mini ? 'area-nav-item is-mini' : 'area-nav-item'}
          onClick={() => {
            onNavigate?.();
            onLogout();
          }}
          aria-label={mini ? t('Logout') : undefined}
        >
          <span className="area-nav-icon">
            <PlainIcon icon={ICON_LOGOUT} />
          </span>
          {!mini && <span className="area-nav-label">{t('Logout')}</span>}
        </button>
      </div>
    </div>
  );

  return (
    <div className={collapsed ? 'area-frame is-collapsed' : 'area-frame'}>
      <header className="area-app-bar">
        <div className="area-toolbar area-app-bar-toolbar">
          <button
            type="button"
            className="site-icon-button area-drawer-button"
            aria-label={t('Open navigation')}
            onClick={() => setMobileOpen(true)}
          >
            <PlainIcon icon={ICON_MENU} />
          </button>
          <button
            type="button"
            className="site-icon-button area-collapse-button"
            aria-label={collapsed ? t('Expand sidebar') : t('Collapse sidebar')}
            onClick={() => {
              hideTooltip();
              setCollapsed((c) => !c);
            }}
          >
            <PlainIcon icon={collapsed ? ICON_CHEVRON_RIGHT : ICON_CHEVRON_LEFT} />
          </button>
          <div className="area-app-bar-end">
            <LanguageSwitch />
            {actions}
            <p className="area-greeting" data-testid="greeting">
              {greeting}
            </p>
            <div className="area-avatar area-user-avatar" aria-hidden>
              {initials}
            </div>
          </div>
        </div>
      </header>

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; its key is Escape (onCancel). */}
      <dialog
        ref={drawer}
        className="area-drawer"
        tabIndex={-1}
        aria-label={t('{{area}} navigation', { area: areaName })}
        // Escape: the browser would close the dialog by itself; the state says whether it is open.
        onCancel={(event) => {
          event.preventDefault();
          setMobileOpen(false);
        }}
        // A click on the dim backdrop lands on the dialog itself; the panel's content fills the rest.
        onClick={(event) => {
          if (event.target === event.currentTarget) setMobileOpen(false);
        }}
      >
        {navigation(false, () => setMobileOpen(false))}
      </dialog>
      <div className="area-sidebar">
        <div className="area-sidebar-paper">{navigation(collapsed)}</div>
      </div>
      {tooltip}

      <main className="area-main">
        <div className="area-content">
          {notice}
          <Outlet />
        </div>
      </main>
      <ScrollRestoration />
    </div>
  );
}
