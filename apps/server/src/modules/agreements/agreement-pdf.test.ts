import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AgreementData, renderAgreementPdf } from './agreement-pdf.js';

const data: AgreementData = {
  bookingId: '6f1c2b9e-0d5a-4c1e-9b7a-2f4e8d3c1a00',
  reference: 'RE-2026-00042',
  madeAt: new Date('2026-11-02T09:30:00.000Z'),
  tenant: { name: 'Asha Verma', email: 'asha@example.test', phone: '+91 98765 43210' },
  landlord: { name: 'Ravi & Sons "Homes"', email: 'ravi@example.test', phone: null },
  property: { title: 'Sunny 2BHK {{near}} the park', address: '12 MG Road, Pune' },
  moveInDate: '2026-12-31',
  durationMonths: 11,
  lastNight: '2027-11-29',
  endDate: '2027-11-30',
  monthlyRentPaise: 2_500_000,
  depositPaise: 5_000_000,
  paymentPlan: 'monthly',
  houseRules: 'No smoking indoors.\nPets by arrangement.',
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the rental agreement PDF', () => {
  // Both parties sign a SHA-256 of the English document's bytes, and every download renders it
  // again: a change to one character of its English (a date's format, a clause's wording, a value
  // interpolated differently) would void every signature ever given. A new wording needs a
  // versioned text, never an edit of this one.
  it('renders the same English bytes it always has, so signatures already given stay valid', async () => {
    expect(sha256(await renderAgreementPdf(data))).toBe('4b05c482115cc7350a7d94f50e36c2bd5c8d630cce910a6c778ac173a868cbe8');
  });

  it('renders the same signature page it always has', async () => {
    const documentSha256 = sha256(await renderAgreementPdf(data));
    const signatures = (['landlord', 'tenant'] as const).map((party, index) => ({
      party,
      fullName: party === 'tenant' ? 'Asha Verma' : 'Ravi Kumar',
      signedAt: new Date(Date.UTC(2026, 10, 3 + index, 14, 5)),
      ip: '203.0.113.7',
      documentSha256,
    }));
    expect(sha256(await renderAgreementPdf(data, { signatures, documentSha256 }))).toBe(
      '8fdb1998771630987c7e01783d0f1eec6a566a0b082401565323d11ae95a5710',
    );
  });
});
