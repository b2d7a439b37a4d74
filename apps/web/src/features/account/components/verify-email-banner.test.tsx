import type { ProfileResponse } from '@rentease/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserSession } from '../../../lib/session';
import { renderWithQueries, stubApi } from '../../../test/render';
import { VerifyEmailBanner } from './verify-email-banner';

const session: UserSession = {
  token: 't',
  userId: 'u1',
  role: 'tenant',
  email: 'tara@example.com',
  firstName: 'Tara',
  lastName: 'Iyer',
};
const profile = (emailVerified: boolean): ProfileResponse => ({
  firstName: 'Tara',
  lastName: 'Iyer',
  email: 'tara@example.com',
  phone: '',
  role: 'tenant',
  email_verified: emailVerified,
  pending_email: '',
  language: 'en',
});
const banner = () => screen.queryByRole('region', { name: 'Verify your email' });

/** A profile call that has not answered yet. */
function profileNeverAnswers() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the verify-your-email notice', () => {
  it('is there on the first paint when the stored session says the address is unverified', () => {
    profileNeverAnswers();
    renderWithQueries(<VerifyEmailBanner session={{ ...session, emailVerified: false }} />);
    expect(banner()?.textContent).toContain('tara@example.com');
  });

  it('waits for the profile when the stored session does not know, then shows', async () => {
    stubApi({ 'GET /api/user/profile': profile(false) });
    renderWithQueries(<VerifyEmailBanner session={session} />);
    expect(banner()).toBeNull();
    await waitFor(() => expect(banner()).not.toBeNull());
  });

  it('goes once the profile says the address was verified meanwhile (another device)', async () => {
    stubApi({ 'GET /api/user/profile': profile(true) });
    renderWithQueries(<VerifyEmailBanner session={{ ...session, emailVerified: false }} />);
    expect(banner()).not.toBeNull();
    await waitFor(() => expect(banner()).toBeNull());
  });

  it('is not shown to a verified account', () => {
    profileNeverAnswers();
    renderWithQueries(<VerifyEmailBanner session={{ ...session, emailVerified: true }} />);
    expect(banner()).toBeNull();
  });
});
