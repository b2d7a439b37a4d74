import type { DepositView } from '@rentease/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubApi } from '../../../test/render';
import { SettleDepositDialog } from './settle-deposit-dialog';

const settled: DepositView = {
  booking_id: 'booking-1',
  deposit: 76_000,
  state: 'settled',
  settleable: false,
  settle_by: '2030-01-15',
  settlement: {
    deductions: [{ reason: 'Deep cleaning of the kitchen', amount: 4_500 }],
    refund: 71_500,
    settled_at: '2030-01-05T05:30:00.000Z',
    settled_by_landlord: true,
    refunded_at: '2030-01-05T05:31:00.000Z',
    dispute_by: '2030-01-12T05:30:00.000Z',
  },
  dispute: null,
};

function renderDialog() {
  const sent = stubApi({ 'POST /api/bookings/booking-1/deposit/settle': settled });
  const onClose = vi.fn();
  renderWithQueries(
    <SettleDepositDialog bookingId="booking-1" deposit={76_000} settleBy="2030-01-15" as="user" open onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Settle deposit' });
  return { sent, onClose, dialog };
}

// No pause between keystrokes: typing stays quick on a busy machine.
const user = userEvent.setup({ delay: null });

describe('settling a deposit', () => {
  it('asks what each deduction is for and how much, before sending anything', async () => {
    const { sent, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add deduction' }));
    await user.click(within(dialog).getByRole('button', { name: 'Settle and refund' }));
    expect(await within(dialog).findByText('Say what each deduction is for')).toBeDefined();
    expect(within(dialog).getByText('Enter an amount above ₹0, in rupees and paise')).toBeDefined();
    expect(sent).toEqual([]);
  });

  it('refuses deductions above the deposit, naming it, and lets go once the total fits', async () => {
    const { sent, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add deduction' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Deduction 1' }), 'Deep cleaning of the kitchen');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (₹)' });
    await user.type(amount, '80000');
    await user.click(within(dialog).getByRole('button', { name: 'Settle and refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The deductions add up to more than the deposit of ₹76,000',
    );
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '4500');
    await vi.waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).getByTestId('deposit-refund-preview').textContent).toBe('Back to the tenant: ₹71,500');
  });

  it('sends the items in rupees and closes once the server has settled it', async () => {
    const { sent, onClose, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add deduction' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Deduction 1' }), 'Deep cleaning of the kitchen');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (₹)' }), '4500.50');
    await user.click(within(dialog).getByRole('button', { name: 'Settle and refund' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'POST',
        '/api/bookings/booking-1/deposit/settle',
        { deductions: [{ reason: 'Deep cleaning of the kitchen', amount: 4_500.5 }] },
      ],
    ]);
  });

  it('settles with nothing deducted when no item is added: all of it goes back', async () => {
    const { sent, dialog } = renderDialog();
    expect(within(dialog).getByTestId('deposit-refund-preview').textContent).toBe('Back to the tenant: ₹76,000');
    await user.click(within(dialog).getByRole('button', { name: 'Settle and refund' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ deductions: [] });
  });
});
