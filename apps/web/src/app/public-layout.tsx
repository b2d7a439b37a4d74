import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import '../components/layout/site-shell.css';

/** Header and footer around a public page; also what prerender.tsx renders at build time. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="site-frame">
      <SiteHeader />
      <main>{children}</main>
      <SiteFooter />
    </div>
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
