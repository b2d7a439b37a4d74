import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { OfflinePage } from './offline-page';
import { PublicFrame } from './public-layout';

const offlineScript = readFileSync(path.join(import.meta.dirname, '../../public/offline-page.js'), 'utf8');

/** The offline page as the build writes it, then its own script run over it, as the browser would. */
function openOfflinePage() {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location="/offline">
        <PublicFrame>
          <OfflinePage />
        </PublicFrame>
      </StaticRouter>
    </QueryClientProvider>,
  );
  document.body.innerHTML = `<div id="root">${html}</div>`;
  // The page's script is plain JavaScript the page loads as it is, not a module of the app.
  new Function(offlineScript)();
}

describe('the offline page’s header', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('offers Login and Register to a visitor', () => {
    openOfflinePage();
    const header = screen.getByRole('banner');
    expect(header.querySelector('a[href="/login"]')?.textContent).toBe('Login');
    expect(header.querySelector('a[href="/register"]')?.textContent).toBe('Register');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('offers a signed-in person their dashboard instead, as the session kept in the browser says', () => {
    localStorage.setItem('token', 'a-session-token');
    localStorage.setItem('userId', 'u1');
    localStorage.setItem('role', 'landlord');
    openOfflinePage();
    const header = screen.getByRole('banner');
    expect(header.querySelector('a[href="/login"]')).toBeNull();
    expect(header.querySelector('a[href="/register"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/landlord/dashboard');
  });

  it('offers an admin the admin dashboard', () => {
    localStorage.setItem('adminToken', 'an-admin-token');
    localStorage.setItem('adminRole', 'admin');
    openOfflinePage();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.getByRole('banner').querySelector('a[href="/login"]')).toBeNull();
  });
});
