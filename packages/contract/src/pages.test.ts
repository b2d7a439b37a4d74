import { describe, expect, it } from 'vitest';
import { isAppPage } from './pages.js';

describe('isAppPage', () => {
  it('knows the pages of the app, with their parameters', () => {
    for (const path of ['/', '/browse', '/homes/3f1c', '/tenant/bookings', '/landlord/earnings', '/checkout/cs_demo_1']) {
      expect(isAppPage(path), path).toBe(true);
    }
  });

  it('takes a trailing slash as the same page', () => {
    expect(isAppPage('/browse/')).toBe(true);
    expect(isAppPage('/tenant/saved/')).toBe(true);
  });

  it('counts every admin path as a page, since the app leads it to the dashboard', () => {
    expect(isAppPage('/admin')).toBe(true);
    expect(isAppPage('/admin/anything/at/all')).toBe(true);
  });

  it('refuses paths that are no page: unknown names, bare areas, extra segments', () => {
    for (const path of ['/nope', '/tenant', '/landlord', '/tenant/unknown', '/homes', '/homes/1/2', '/browsex', '/checkout']) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});
