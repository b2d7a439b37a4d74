import type { BookingRequest } from '@rentease/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubApi } from '../../../test/render';
import { TenantRequests } from './tenant-requests';

const approved: BookingRequest = {
  id: 'req-1',
  property_id: 'prop-1',
  tenant_id: 'tenant-1',
  landlord_id: 'landlord-1',
  title: 'Owner-approved flat',
  location: '3 Request Road, Requestpur',
  thumbnail: null,
  tenant_name: 'Tara Test',
  landlord_name: 'Lata Landlord',
  status: 'approved',
  move_in_date: '2030-01-10',
  duration: 3,
  end_date: '2030-04-10',
  last_night: '2030-04-09',
  amount: 45_000,
  deposit: 30_000,
  application: { occupants: 1, occupation: 'Designer', employer: null, monthly_income: null, has_pets: false, about: '' },
  created_at: '2029-12-01T10:00:00.000Z',
  expires_at: '2099-12-02T10:00:00.000Z',
  answered_at: '2029-12-01T12:00:00.000Z',
  decline_reason: null,
  booking_id: null,
};

// No pause between keystrokes: typing stays quick on a busy machine.
const user = userEvent.setup({ delay: null });

describe("paying an approved request from the tenant's bookings", () => {
  it('offers Pay in full or Pay monthly, shows what is due today, and opens the checkout for the chosen plan', async () => {
    const sent = stubApi({
      'GET /api/booking-requests': [approved],
      'POST /api/payment/create-checkout-session': { url: 'http://localhost/checkout/cs_demo_1', sessionId: 'cs_demo_1' },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderWithQueries(<TenantRequests tenantId="tenant-1" />);

    const card = await screen.findByRole('article', { name: 'Owner-approved flat' });
    const plans = within(card).getByRole('radiogroup', { name: 'How to pay' });
    expect(within(plans).getByRole('radio', { name: 'Pay in full' })).toHaveProperty('checked', true);
    // In full: three months of rent and the deposit.
    expect(within(card).getByTestId('booking-total').textContent).toBe('₹75,000');

    await user.click(within(plans).getByRole('radio', { name: 'Pay monthly' }));
    // Monthly: the first month and the deposit today, the rest month by month.
    expect(within(card).getByTestId('booking-total').textContent).toBe('₹45,000');
    expect(card.textContent).toContain('First month ₹15,000 + deposit ₹30,000, then ₹15,000 a month');

    await user.click(within(card).getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/checkout/cs_demo_1'));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      tenantId: 'tenant-1',
      propertyId: 'prop-1',
      amount: 45_000,
      moveInDate: '2030-01-10',
      duration: 3,
      plan: 'monthly',
    });
  });
});
