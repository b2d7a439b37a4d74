import type { AccountRole } from '@rentease/contract';
import { type RouteObject, redirect } from 'react-router';
import { adminAreaGuard, userAreaGuard } from '../features/auth/guards';
import { ErrorScreen } from './error-screen';
import { PublicLayout } from './public-layout';

/**
 * The app's routes. Every page is its own chunk and each signed-in area is loaded only when it is
 * entered, so a visitor's first page never downloads landlord or admin code. Guards run as loaders,
 * before the area's code is fetched.
 */
type PageModule = { default: React.ComponentType };

/** The browsers' ways of saying a script chunk could not be downloaded (Chromium, Firefox, Safari). */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/**
 * A page chunk that cannot be downloaded (offline, or removed by a newer deploy) reaches the error
 * screen as 'Loading chunk {id} failed'; any other error keeps its own message.
 */
function explainLoadFailure(error: unknown): unknown {
  if (!(error instanceof Error) || !CHUNK_LOAD_FAILURE.test(error.message)) return error;
  const chunk = /([\w.-]+)\.js\b/.exec(error.message)?.[1] ?? 'script';
  return new Error(`Loading chunk ${chunk} failed`, { cause: error });
}

/**
 * A page drawn with MUI: loaded with our theme (lib/mui-theme.tsx) around it. Nearly every page is; the
 * theme's code (MUI's styling engine) is fetched beside the page's, so the entry does not carry it.
 */
const page = (load: () => Promise<PageModule>) => async () => {
  try {
    const [{ default: Page }, { MuiTheme }] = await Promise.all([load(), import('../lib/mui-theme')]);
    return {
      Component: () => (
        <MuiTheme>
          <Page />
        </MuiTheme>
      ),
    };
  } catch (error) {
    throw explainLoadFailure(error);
  }
};

/** A page drawn without MUI (plain elements and a stylesheet of its own): it never loads the UI kit. */
const plainPage = (load: () => Promise<PageModule>) => async () => {
  try {
    return { Component: (await load()).default };
  } catch (error) {
    throw explainLoadFailure(error);
  }
};

const notFound = plainPage(() => import('./routes/not-found-page'));
/**
 * Marks a route that draws the Not Found screen: the server answers those paths with 404, and a
 * test holds the other routes to the contract's list of pages.
 */
export const NOT_FOUND = { notFound: true } as const;

/**
 * The tenant and landlord areas share one layout; each role gets its own menu. It is drawn without
 * MUI: each page drawn with MUI brings our theme along (`page`).
 */
const userArea = (role: AccountRole) => async () => {
  try {
    const { UserAreaLayout } = await import('./routes/user-area/user-area-layout');
    return { Component: () => <UserAreaLayout role={role} /> };
  } catch (error) {
    throw explainLoadFailure(error);
  }
};

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: plainPage(() => import('./routes/public/home-page')) },
          { path: 'how-it-works', lazy: plainPage(() => import('./routes/public/how-it-works-page')) },
          { path: 'browse', lazy: plainPage(() => import('./routes/public/browse-page')) },
          { path: 'homes/:id', lazy: plainPage(() => import('./routes/public/listing-page')) },
          { path: 'contact', lazy: plainPage(() => import('./routes/public/contact-page')) },
          { path: 'privacy', lazy: plainPage(() => import('./routes/public/privacy-page')) },
          { path: 'terms', lazy: plainPage(() => import('./routes/public/terms-page')) },
          { path: 'login', lazy: plainPage(() => import('./routes/public/login-page')) },
          { path: 'register', lazy: plainPage(() => import('./routes/public/register-page')) },
          { path: 'forgot-password', lazy: plainPage(() => import('./routes/public/forgot-password-page')) },
          { path: 'reset-password', lazy: plainPage(() => import('./routes/public/reset-password-page')) },
          { path: 'verify-email', lazy: plainPage(() => import('./routes/public/verify-email-page')) },
          { path: 'logout', lazy: plainPage(() => import('./routes/public/logout-page')) },
          { path: '*', lazy: notFound, handle: NOT_FOUND },
        ],
      },
      { path: 'admin/login', lazy: plainPage(() => import('./routes/admin/admin-login-page')) },
      // The demo card network's hosted checkout: its own frame, no login (the session id is the key).
      { path: 'checkout/:sessionId', lazy: plainPage(() => import('./routes/checkout/checkout-page')) },
      {
        path: 'tenant',
        loader: userAreaGuard('tenant'),
        lazy: userArea('tenant'),
        children: [
          { index: true, lazy: notFound, handle: NOT_FOUND },
          { path: 'dashboard', loader: () => redirect('/tenant/search') },
          { path: 'search', lazy: plainPage(() => import('./routes/tenant/tenant-search-page')) },
          { path: 'saved', lazy: plainPage(() => import('./routes/tenant/tenant-saved-page')) },
          { path: 'bookings', lazy: page(() => import('./routes/tenant/tenant-bookings-page')) },
          { path: 'visits', lazy: plainPage(() => import('./routes/tenant/tenant-visits-page')) },
          { path: 'messages', lazy: page(() => import('./routes/tenant/tenant-messages-page')) },
          { path: 'payments', lazy: plainPage(() => import('./routes/tenant/tenant-payments-page')) },
          { path: 'profile', lazy: page(() => import('./routes/tenant/tenant-profile-page')) },
          { path: 'payment-success', lazy: plainPage(() => import('./routes/tenant/payment-success-page')) },
          { path: 'payment-cancelled', lazy: plainPage(() => import('./routes/tenant/payment-cancelled-page')) },
          { path: '*', lazy: notFound, handle: NOT_FOUND },
        ],
      },
      {
        path: 'landlord',
        loader: userAreaGuard('landlord'),
        lazy: userArea('landlord'),
        children: [
          { index: true, lazy: notFound, handle: NOT_FOUND },
          { path: 'dashboard', loader: () => redirect('/landlord/properties') },
          { path: 'properties', lazy: page(() => import('./routes/landlord/landlord-properties-page')) },
          { path: 'bookings', lazy: page(() => import('./routes/landlord/landlord-bookings-page')) },
          { path: 'requests', lazy: plainPage(() => import('./routes/landlord/landlord-requests-page')) },
          { path: 'visits', lazy: plainPage(() => import('./routes/landlord/landlord-visits-page')) },
          { path: 'messages', lazy: page(() => import('./routes/landlord/landlord-messages-page')) },
          { path: 'earnings', lazy: plainPage(() => import('./routes/landlord/landlord-earnings-page')) },
          { path: 'rent', lazy: plainPage(() => import('./routes/landlord/landlord-rent-page')) },
          { path: 'profile', lazy: page(() => import('./routes/landlord/landlord-profile-page')) },
          { path: '*', lazy: notFound, handle: NOT_FOUND },
        ],
      },
      {
        path: 'admin',
        loader: adminAreaGuard,
        lazy: plainPage(() => import('./routes/admin/admin-layout')),
        children: [
          { index: true, loader: () => redirect('/admin/dashboard') },
          { path: 'dashboard', lazy: page(() => import('./routes/admin/admin-dashboard-page')) },
          { path: 'users', lazy: plainPage(() => import('./routes/admin/admin-users-page')) },
          { path: 'properties', lazy: page(() => import('./routes/admin/admin-properties-page')) },
          { path: 'bookings', lazy: page(() => import('./routes/admin/admin-bookings-page')) },
          { path: 'transactions', lazy: page(() => import('./routes/admin/admin-transactions-page')) },
          { path: 'audit', lazy: page(() => import('./routes/admin/admin-audit-page')) },
          { path: 'notifications', lazy: plainPage(() => import('./routes/admin/admin-notifications-page')) },
          { path: 'reports', lazy: page(() => import('./routes/admin/admin-reports-page')) },
          // Any other admin path leads to the dashboard.
          { path: '*', loader: () => redirect('/admin/dashboard') },
        ],
      },
    ],
  },
];
