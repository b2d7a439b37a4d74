import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Avatar,
  Badge,
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { visuallyHidden } from '../visually-hidden';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';

/** A count beside a navigation entry (unread conversations, say), with what it counts for screen readers. */
export type NavBadge = { count: number; label: string };

export type AreaNavItem = { label: string; to: string; icon: ReactNode; badge?: NavBadge };

/** "9+" beyond nine: the badge is a nudge, not a tally. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

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

const FULL_WIDTH = 248;
const MINI_WIDTH = 76;

/**
 * The shell of the tenant, landlord and admin areas: a sidebar that collapses to icons on wide
 * screens and becomes a drawer on phones, and a top bar greeting the user by name.
 */
export function AreaLayout({ areaName, homePath, navItems, greeting, initials, onLogout, actions, notice }: AreaLayoutProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const width = collapsed ? MINI_WIDTH : FULL_WIDTH;

  const navigation = (mini: boolean, onNavigate?: () => void) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: mini ? 1.5 : 2.5, minHeight: 64, justifyContent: mini ? 'center' : 'flex-start' }}>
        {mini ? (
          <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontWeight: 800 }} aria-label="RentEase">
            R
          </Avatar>
        ) : (
          <BrandLogo to={homePath} />
        )}
      </Toolbar>
      {!mini && (
        <Typography variant="overline" sx={{ px: 3, color: 'text.secondary' }}>
          {areaName}
        </Typography>
      )}
      <List component="nav" aria-label={t('{{area}} navigation', { area: areaName })} sx={{ px: 1, flex: 1 }}>
        {navItems.map((item) => (
          <Tooltip key={item.to} title={mini ? item.label : ''} placement="right">
            <ListItemButton
              component={NavLink}
              to={item.to}
              onClick={onNavigate}
              aria-label={mini ? navItemName(item) : undefined}
              sx={{
                borderRadius: 2,
                mb: 0.5,
                justifyContent: mini ? 'center' : 'flex-start',
                '&.active': {
                  bgcolor: 'rgba(15,118,110,0.1)',
                  color: 'primary.main',
                  '& .MuiListItemIcon-root': { color: 'primary.main' },
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: mini ? 0 : 40 }}>
                <Badge
                  badgeContent={mini && item.badge?.count ? badgeText(item.badge.count) : undefined}
                  color="secondary"
                  slotProps={{ badge: { 'aria-hidden': true } }}
                >
                  {item.icon}
                </Badge>
              </ListItemIcon>
              {!mini && <ListItemText primary={item.label} />}
              {!mini && item.badge && item.badge.count > 0 && (
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    minWidth: 22,
                    height: 22,
                    px: 0.75,
                    borderRadius: 11,
                    bgcolor: 'secondary.main',
                    color: 'secondary.contrastText',
                    fontSize: '0.75rem',
                    fontWeight: 700,
                    display: 'inline-grid',
                    placeItems: 'center',
                  }}
                >
                  {badgeText(item.badge.count)}
                </Box>
              )}
              {item.badge && item.badge.count > 0 && (
                <Box component="span" sx={visuallyHidden}>
                  {`, ${item.badge.label}`}
                </Box>
              )}
            </ListItemButton>
          </Tooltip>
        ))}
      </List>
      <Divider />
      <List sx={{ px: 1 }}>
        <ListItemButton
          onClick={() => {
            onNavigate?.();
            onLogout();
          }}
          aria-label={mini ? t('Logout') : undefined}
          sx={{ borderRadius: 2, justifyContent: mini ? 'center' : 'flex-start' }}
        >
          <ListItemIcon sx={{ minWidth: mini ? 0 : 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          {!mini && <ListItemText primary={t('Logout')} />}
        </ListItemButton>
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          borderBottom: '1px solid',
          borderColor: 'divider',
          width: { md: `calc(100% - ${width}px)` },
          ml: { md: `${width}px` },
          transition: 'width 200ms, margin 200ms',
        }}
      >
        <Toolbar sx={{ gap: 1, minHeight: 64 }}>
          <IconButton aria-label={t('Open navigation')} onClick={() => setMobileOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <IconButton
            aria-label={collapsed ? t('Expand sidebar') : t('Collapse sidebar')}
            onClick={() => setCollapsed((c) => !c)}
            sx={{ display: { xs: 'none', md: 'inline-flex' } }}
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
          <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <LanguageSwitch />
            {actions}
            <Typography sx={{ fontWeight: 600 }} data-testid="greeting">
              {greeting}
            </Typography>
            <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: '0.95rem', fontWeight: 700 }} aria-hidden>
              {initials}
            </Avatar>
          </Box>
        </Toolbar>
      </AppBar>

      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: FULL_WIDTH } }}
      >
        {navigation(false, () => setMobileOpen(false))}
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: 'width 200ms', boxSizing: 'border-box' },
        }}
      >
        {navigation(collapsed)}
      </Drawer>

      <Box component="main" sx={{ flex: 1, minWidth: 0, pt: '64px' }}>
        <Box sx={{ p: { xs: 2, sm: 3, md: 4 }, maxWidth: 1400, mx: 'auto' }}>
          {notice}
          <Outlet />
        </Box>
      </Box>
      <ScrollRestoration />
    </Box>
  );
}
