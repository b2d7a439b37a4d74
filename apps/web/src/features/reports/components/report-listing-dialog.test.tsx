import { REPORT_REASONS } from '@rentease/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import { ReportListingDialog } from './report-listing-dialog';

describe('the report form in Hindi', () => {
  it('asks why in Hindi and keeps the reasons’ values', async () => {
    await changeLanguage('hi');
    renderWithQueries(<ReportListingDialog propertyId="p1" title="Sunny flat near the lake" open onClose={() => undefined} />);

    const dialog = await screen.findByRole('dialog', { name: 'इस प्रॉपर्टी की रिपोर्ट करें' }, { timeout: 5000 });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'आप इसकी रिपोर्ट क्यों कर रहे हैं?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([...REPORT_REASONS]);
    expect(within(reasons).getByRole('radio', { name: 'धोखाधड़ी लगती है' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'रिपोर्ट भेजें' })).toBeDefined();

    const text = dialog.textContent ?? '';
    for (const english of ['Report this listing', 'Why are you', 'Looks like a scam', 'Send report', 'Cancel', 'Details']) {
      expect(text).not.toContain(english);
    }
  });
});
