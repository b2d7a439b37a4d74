import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';

/** Header and footer around a public page; also what prerender.tsx renders at build time. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}

/** Header and footer around the public pages (hidden in the signed-in areas). */
export function PublicLayout() {
  return (
    <>
      <PublicFrame>
        <Outlet />
      </PublicFrame>
      <ScrollRestoration />
    </>
  );
}
