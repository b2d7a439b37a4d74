import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteFooter } from '../../../components/layout/site-footer';
import { SiteHeader } from '../../../components/layout/site-header';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import LoginPage from './login-page';

function renderLogin() {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <>
            <SiteHeader />
            <LoginPage />
            <SiteFooter />
          </>
        ),
      },
    ],
    { initialEntries: ['/login'] },
  );
  return renderWithQueries(<RouterProvider router={router} />);
}

describe('the login page for a Hindi reader', () => {
  beforeEach(() => changeLanguage('hi'));

  it('shows the top bar, the form, its checks and the footer in Hindi', async () => {
    renderLogin();

    expect(screen.getByRole('heading', { name: 'लॉग इन' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'मुख्य' })).getByRole('link', { name: 'यह कैसे काम करता है' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'किरायेदार' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toBeTruthy();

    // The shared rules' English messages are told in Hindi beside their fields.
    const form = screen.getByRole('form', { name: 'लॉग इन' });
    // Past the browser's own check of required fields, to the form's rules.
    fireEvent.submit(form);
    expect(await within(form).findByText('ईमेल आवश्यक है')).toBeTruthy();

    for (const english of [
      'Login',
      'Password',
      'Forgot password?',
      'Tenant',
      'How It Works',
      'Privacy Policy',
      'Email is required',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
