import type { ProfileResponse, SignedInSession, TwoStepStatus } from '@rentease/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { renderWithQueries, stubApi } from '../../../test/render';
import { accountKeys } from '../api/account-keys';
import { ProfileSettings } from './profile-settings';

const profile: ProfileResponse = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.com',
  phone: '',
  role: 'tenant',
  email_verified: true,
  pending_email: '',
  language: 'en',
};

const twoStep: TwoStepStatus = { enabled: true, enabled_at: null, recovery_codes_left: 1 };

const sessions: SignedInSession[] = [
  {
    id: 'here',
    created_at: '2030-01-01T05:30:00.000Z',
    last_seen_at: '2030-01-02T05:30:00.000Z',
    browser: 'Chrome 131',
    os: 'Windows',
    ip: null,
    current: true,
  },
];

describe('Profile Settings in Hindi', () => {
  it('shows its sections, forms and lists in Hindi, with no English of its own left', async () => {
    await changeLanguage('hi');
    stubApi({ 'GET /api/user/profile': profile, 'GET /api/me/two-step': twoStep, 'GET /api/me/sessions': sessions });
    renderWithQueries(<ProfileSettings account={{ email: profile.email, role: 'tenant' }} onAccountDeleted={() => undefined} />);

    expect(await screen.findByRole('button', { name: 'बदलाव सहेजें' })).toBeDefined();
    expect(await screen.findByText('टू-स्टेप साइन-इन चालू है। 1 रिकवरी कोड बचा है।')).toBeDefined();
    expect(await screen.findByText('Windows पर Chrome 131')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'निजी जानकारी' })).toBeDefined();
    expect(screen.getByLabelText(/पहला नाम/)).toBeDefined();
    expect(screen.getByText('सत्यापित')).toBeDefined();
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeDefined();

    const text = document.body.textContent ?? '';
    for (const english of [
      'Personal Information',
      'Save Changes',
      'Account Security',
      'Delete Account',
      'This device',
      'Sign out',
    ]) {
      expect(text).not.toContain(english);
    }
  });
});

describe('the language in Profile Settings', () => {
  it('is saved with the form, and the app then speaks it', async () => {
    const sent = stubApi({
      'GET /api/user/profile': profile,
      'GET /api/me/two-step': twoStep,
      'GET /api/me/sessions': sessions,
      'PUT /api/user/profile': { ...profile, language: 'hi', message: 'Profile updated successfully' },
    });
    renderWithQueries(<ProfileSettings account={{ email: profile.email, role: 'tenant' }} onAccountDeleted={() => undefined} />);

    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect((language as HTMLSelectElement).value).toBe('en');
    fireEvent.change(language, { target: { value: 'hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'बदलाव सहेजें' })).toBeDefined();
    expect(currentLanguage()).toBe('hi');
    expect(sent.find(({ method }) => method === 'PUT')?.body).toMatchObject({ language: 'hi', firstName: 'Priya' });
  });

  it('follows a language saved from the bar while the page is open', async () => {
    stubApi({ 'GET /api/user/profile': profile, 'GET /api/me/two-step': twoStep, 'GET /api/me/sessions': sessions });
    const { client } = renderWithQueries(
      <ProfileSettings account={{ email: profile.email, role: 'tenant' }} onAccountDeleted={() => undefined} />,
    );
    const language = await screen.findByRole('combobox', { name: 'Language' });
    act(() => client.setQueryData(accountKeys.profile('tenant', profile.email), { ...profile, language: 'hi' }));
    await waitFor(() => expect((language as HTMLSelectElement).value).toBe('hi'));
  });
});
