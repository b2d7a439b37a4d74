import { NOTIFICATION_TYPE_LABELS, OPTIONAL_EMAIL_TYPES } from '@rentease/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { renderWithQueries, stubApi } from '../../../test/render';
import { NotificationSettingsSection } from './notification-settings';

describe('notification settings in Hindi', () => {
  beforeEach(() => changeLanguage('hi'));

  it('names every email switch in Hindi', async () => {
    stubApi({
      'GET /api/me/notification-settings': { email: Object.fromEntries(OPTIONAL_EMAIL_TYPES.map((type) => [type, true])) },
    });
    const area = 'landlord';
    renderWithQueries(<NotificationSettingsSection role={area} />);

    expect(screen.getByRole('heading', { name: 'सूचनाएँ' })).toBeTruthy();
    expect(await screen.findByRole('switch', { name: 'बुकिंग पक्की हुई' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Choose which emails|A booking is/);
    // The labels come from the contract, out of the scanner's sight: each needs its Hindi.
    for (const label of Object.values(NOTIFICATION_TYPE_LABELS)) {
      expect(i18n.exists(label, { lng: 'hi', fallbackLng: false }), label).toBe(true);
    }
  });
});
