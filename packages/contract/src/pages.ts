/**
 * Every path the web app answers with a page of its own, as route patterns (`:name` is one path
 * segment, a trailing `*` any rest). The server answers any other path with the app's Not Found
 * screen and HTTP 404, so search engines and monitors see a missing page as missing. The web
 * app's route table is checked against this list by a test.
 */
export const APP_PAGES = [
  '/',
  '/how-it-works',
  '/browse',
  '/homes/:id',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/logout',
  '/admin/login',
  '/checkout/:sessionId',
  '/tenant/dashboard',
  '/tenant/search',
  '/tenant/saved',
  '/tenant/bookings',
  '/tenant/visits',
  '/tenant/messages',
  '/tenant/payments',
  '/tenant/profile',
  '/tenant/payment-success',
  '/tenant/payment-cancelled',
  '/landlord/dashboard',
  '/landlord/properties',
  '/landlord/bookings',
  '/landlord/requests',
  '/landlord/visits',
  '/landlord/messages',
  '/landlord/earnings',
  '/landlord/rent',
  '/landlord/profile',
  '/admin',
  '/admin/dashboard',
  '/admin/users',
  '/admin/properties',
  '/admin/bookings',
  '/admin/transactions',
  '/admin/notifications',
  '/admin/reports',
  '/admin/audit',
  // Any other admin path leads to the dashboard, so every one of them is a page.
  '/admin/*',
] as const;

const patterns = APP_PAGES.map((page) => {
  const source = page
    .split('/')
    .map((segment) =>
      segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\-]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
});

/** Whether a URL path (no query) is one of the app's pages; a trailing slash counts as none. */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return patterns.some((pattern) => pattern.test(path));
}
