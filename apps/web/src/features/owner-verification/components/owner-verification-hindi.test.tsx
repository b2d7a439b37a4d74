import { OWNER_DOCUMENT_LABELS, type OwnerVerificationState } from '@rentease/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithQueries, stubApi } from '../../../test/render';
import { OwnerVerificationSection } from './owner-verification-section';

const rejected: OwnerVerificationState = {
  verified: false,
  verified_at: null,
  latest: {
    id: 'ov-1',
    status: 'rejected',
    submitted_at: '2026-03-01T10:00:00.000Z',
    decided_at: '2026-03-02T10:00:00.000Z',
    rejection_reason: 'The bill is blurred',
  },
};

describe('owner verification in Hindi', () => {
  beforeEach(() => changeLanguage('hi'));

  it('tells the landlord why the documents were refused and offers the form again, in Hindi', async () => {
    stubApi({ 'GET /api/me/verification': rejected });
    renderWithQueries(<OwnerVerificationSection />);

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('आपके दस्तावेज़ स्वीकार नहीं हुए: The bill is blurred।');
    expect(screen.getByText('मालिकाना हक़ का प्रमाण (आपके नाम पर प्रॉपर्टी टैक्स की रसीद या बिजली का बिल)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सत्यापन के लिए भेजें' })).toBeTruthy();
    expect(screen.getAllByText('कोई फ़ाइल नहीं चुनी गई')).toHaveLength(2);
    const shown = document.body.textContent ?? '';
    expect(shown).not.toMatch(/not accepted|Choose file|No file chosen|Send for verification/);
    for (const label of Object.values(OWNER_DOCUMENT_LABELS)) expect(shown).not.toContain(label);
  });
});
