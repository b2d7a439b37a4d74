import { moveInWindow } from '@rentease/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityMessage } from './availability';
import { changeLanguage, startI18n } from './i18n';

beforeAll(() => startI18n('en'));
afterAll(() => changeLanguage('en'));

describe('availability message', () => {
  it('names the window in dd/mm/yyyy, booked or not', () => {
    const window = moveInWindow('2026-12-30');
    expect(window).toEqual({ from: '2026-12-30', to: '2027-01-02' });
    expect(availabilityMessage(true, window)).toBe(
      'Currently booked. Next available for move-in between 30/12/2026 and 02/01/2027',
    );
    expect(availabilityMessage(false, window)).toBe('Available for move-in between 30/12/2026 and 02/01/2027');
  });

  it('is in Hindi when the app is', async () => {
    await changeLanguage('hi');
    try {
      expect(availabilityMessage(false, moveInWindow('2026-12-30'))).toBe('30/12/2026 से 02/01/2027 के बीच रहने आने के लिए उपलब्ध');
    } finally {
      await changeLanguage('en');
    }
  });
});
