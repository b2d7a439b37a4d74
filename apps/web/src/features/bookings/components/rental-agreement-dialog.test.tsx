import type { AgreementStatusResponse } from '@rentease/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format';
import { changeLanguage } from '../../../lib/i18n';
import { aBooking } from '../../../test/fixtures';
import { renderWithQueries, stubApi } from '../../../test/render';
import { RentalAgreement } from './rental-agreement';

// The PDF preview stays loading: the simulated DOM loads no frames, and the preview is not what is tested here.
const fetchAgreementPdf = vi.fn((..._: unknown[]) => new Promise<Blob>(() => {}));
vi.mock('../api/agreement', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/agreement')>()),
  fetchAgreementPdf: (...args: unknown[]) => fetchAgreementPdf(...args),
}));

const booking = aBooking();

// The tenant signed, then the landlord changed the house rules: the landlord has signed the new text.
const changedSinceSigned: AgreementStatusResponse = {
  tenant_signed_at: null,
  landlord_signed_at: '2030-01-16T05:30:00.000Z',
  tenant_stale_signed_at: '2030-01-15T05:30:00.000Z',
  landlord_stale_signed_at: null,
  sha256: 'b'.repeat(64),
};

describe('a rental agreement that changed after the tenant signed', () => {
  it('tells the tenant their signature no longer covers it and asks them to sign again', async () => {
    stubApi({
      'GET /api/bookings/booking-1/agreement/status': changedSinceSigned,
    });
    renderWithQueries(<RentalAgreement booking={booking} side="tenant" />);
    expect(await within(screen.getByTestId('agreement-status')).findByText('Changed since signed')).toBeDefined();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Rental agreement' }));
    const dialog = screen.getByRole('dialog', { name: 'Rental agreement' });
    expect(
      await within(dialog).findByText(
        `Signed by Rahul Verma on ${formatDate('2030-01-15T05:30:00.000Z')} — the agreement has changed since; sign again`,
      ),
    ).toBeDefined();
    expect(within(dialog).getByRole('form', { name: 'Sign the rental agreement' })).toBeDefined();
    expect(within(dialog).queryByText(/You signed this agreement on/)).toBeNull();
  });
});

describe('the rental agreement read in Hindi', () => {
  it('says it is a translation and opens the English original, the text that is signed, on asking', async () => {
    await changeLanguage('hi');
    stubApi({ 'GET /api/bookings/booking-1/agreement/status': changedSinceSigned });
    renderWithQueries(<RentalAgreement booking={booking} side="tenant" />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'किराया अनुबंध' }));
    const dialog = screen.getByRole('dialog', { name: 'किराया अनुबंध' });
    expect(within(dialog).getByText(/यह पढ़ने के लिए अनुवाद है/)).toBeDefined();
    expect(fetchAgreementPdf).toHaveBeenLastCalledWith('booking-1', 'user', 'hi');

    await user.click(within(dialog).getByRole('button', { name: 'अंग्रेज़ी मूल पढ़ें' }));
    expect(fetchAgreementPdf).toHaveBeenLastCalledWith('booking-1', 'user', 'en');
    await user.click(within(dialog).getByRole('button', { name: 'अनुवाद पढ़ें' }));
    expect(fetchAgreementPdf).toHaveBeenLastCalledWith('booking-1', 'user', 'hi');
  });
});
