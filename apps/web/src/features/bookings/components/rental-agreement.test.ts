import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { startI18n } from '../../../lib/i18n';
import { agreementStatusLabel, staleSignatureNotes } from './rental-agreement';

// The labels are read through i18next, in English here.
beforeAll(() => startI18n('en'));

const names = { tenant_name: 'Rahul Verma', landlord_name: 'Arjun Mehta' };
const unsigned = {
  tenant_signed_at: null,
  landlord_signed_at: null,
  tenant_stale_signed_at: null,
  landlord_stale_signed_at: null,
  sha256: 'a'.repeat(64),
};

describe('a signature over an earlier text of the agreement', () => {
  it('is shown as given on its day but no longer covering the agreement', () => {
    const status = {
      ...unsigned,
      landlord_signed_at: '2030-01-16T05:00:00.000Z',
      tenant_stale_signed_at: '2030-01-15T05:00:00.000Z',
    };
    expect(staleSignatureNotes(status, names)).toEqual([
      `Signed by Rahul Verma on ${formatDate('2030-01-15T05:00:00.000Z')} — the agreement has changed since; sign again`,
    ]);
    expect(agreementStatusLabel(status)).toBe('Changed since signed');
  });

  it('says nothing while every signature covers the agreement as it reads', () => {
    const status = { ...unsigned, tenant_signed_at: '2030-01-15T05:00:00.000Z' };
    expect(staleSignatureNotes(status, names)).toEqual([]);
    expect(agreementStatusLabel(status)).toBe('Signed by the tenant');
  });
});
