import type { RentPeriod, RentPeriodStatus } from '@rentease/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithQueries, stubApi } from '../../../test/render';
import { RentSchedule, rentTotals } from './rent-schedule';

/** A four-month stay at ₹26,000 a month from January 2030, each month in the given state. */
function stay(statuses: RentPeriodStatus[]): RentPeriod[] {
  return statuses.map((status, index) => {
    const month = String(index + 1).padStart(2, '0');
    const next = String(index + 2).padStart(2, '0');
    const paid = status === 'paid';
    return {
      period: `2030-${month}-01`,
      period_end: `2030-${next}-01`,
      amount: 26_000,
      due_date: `2030-${month}-01`,
      status,
      payment_id: paid ? `payment-${month}` : null,
      paid_at: paid ? `2029-12-3${index}T05:30:00.000Z` : null,
    };
  });
}

async function renderSchedule(months: RentPeriod[], props: Partial<Parameters<typeof RentSchedule>[0]> = {}) {
  stubApi({ 'GET /api/bookings/booking-1/rent': months });
  renderWithQueries(<RentSchedule bookingId="booking-1" canPay {...props} />);
  return screen.findByRole('region', { name: 'Rent schedule' });
}

const chipsOf = (schedule: HTMLElement) =>
  within(schedule)
    .getAllByRole('listitem')
    .map((month) => [month.getAttribute('aria-label'), month.textContent?.split(' · ₹26,000')[1]]);

describe('the rent schedule', () => {
  it("shows each month's state and offers 'Pay rent' for the due month only", async () => {
    const schedule = await renderSchedule(stay(['paid', 'paid', 'due', 'upcoming']));
    expect(chipsOf(schedule)).toEqual([
      ['Rent due 01/01/2030', 'Paid'],
      ['Rent due 01/02/2030', 'Paid'],
      ['Rent due 01/03/2030', 'Due'],
      ['Rent due 01/04/2030', 'Upcoming'],
    ]);
    expect(
      within(schedule)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pay rent ₹26,000']);
  });

  it("offers 'Pay rent' for a late month too", async () => {
    const late = await renderSchedule(stay(['paid', 'late', 'upcoming', 'upcoming']));
    expect(within(late).getByRole('button', { name: 'Pay rent ₹26,000' })).toBeDefined();
    expect(within(late).getByRole('listitem', { name: 'Rent due 01/02/2030' }).textContent).toContain('Late');
  });

  it("offers no 'Pay rent' while every unpaid month is still upcoming", async () => {
    const ahead = await renderSchedule(stay(['paid', 'upcoming', 'upcoming', 'upcoming']));
    expect(within(ahead).queryByRole('button')).toBeNull();
  });

  it("offers no 'Pay rent' to a reader who does not pay it", async () => {
    const admins = await renderSchedule(stay(['paid', 'due', 'upcoming', 'upcoming']), { canPay: false, as: 'admin' });
    expect(within(admins).queryByRole('button', { name: /^Pay rent/ })).toBeNull();
  });

  it('adds up the rent so far and what is to come', async () => {
    const schedule = await renderSchedule(stay(['paid', 'paid', 'due', 'upcoming']));
    expect(within(schedule).getByTestId('rent-totals').textContent).toBe('Rent so far ₹52,000 of ₹1,04,000 · ₹52,000 to come');
  });

  it('sums in paise, so months that do not divide evenly add up exactly', () => {
    const months = stay(['paid', 'due', 'upcoming']).map((month, index) => ({
      ...month,
      amount: index === 0 ? 33_333.34 : 33_333.33,
    }));
    expect(rentTotals(months)).toEqual({ paid: 33_333.34, toPay: 66_666.66, total: 100_000 });
  });

  it('puts what the page gives (a receipt) beside each paid month only', async () => {
    const schedule = await renderSchedule(stay(['paid', 'paid', 'due', 'upcoming']), {
      canPay: false,
      renderReceipt: (month) => <span data-testid="receipt">{month.payment_id}</span>,
    });
    expect(
      within(schedule)
        .getAllByTestId('receipt')
        .map((receipt) => receipt.textContent),
    ).toEqual(['payment-01', 'payment-02']);
  });
});
