import type { DemoCheckoutSession } from '@rentease/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import { CardPaymentForm } from './card-payment-form';
import { CheckoutSummary } from './checkout-summary';

const session: DemoCheckoutSession = {
  sessionId: 'session-1',
  status: 'open',
  description: 'Booking of 2BHK near Hinjewadi IT Park',
  currency: 'inr',
  amount: 50_000,
  months: 2,
  moveInDate: '2030-02-01',
  propertyTitle: '2BHK near Hinjewadi IT Park',
  location: 'Pune',
  expiresAt: '2030-01-20T06:00:00.000Z',
  successUrl: 'http://localhost/tenant/payment-success',
  cancelUrl: 'http://localhost/tenant/payment-cancelled',
};

describe('the demo checkout in Hindi', () => {
  beforeEach(() => changeLanguage('hi'));

  it('shows what is paid for and the card form in Hindi, with no English of its own left', () => {
    const { container } = renderWithQueries(
      <>
        <CheckoutSummary session={session} />
        <CardPaymentForm session={session} />
      </>,
    );
    expect(screen.getByText('कुल देय राशि')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'कार्ड नंबर' })).toBeDefined();
    expect(screen.getByRole('button', { name: /का भुगतान करें$/ })).toBeDefined();
    for (const english of ['Move-in date', 'Total due', 'Pay with card', 'Card number', 'Name on card', 'Cancel and return']) {
      expect(container.textContent).not.toContain(english);
    }
  });
});
