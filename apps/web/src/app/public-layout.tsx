import { Box } from '@mui/material';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';

/** Header and footer around the public pages (hidden in the signed-in areas, spec §2). */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Box>
  );
}
