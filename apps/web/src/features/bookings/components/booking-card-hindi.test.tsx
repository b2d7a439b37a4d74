import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { aBooking } from '../../../test/fixtures';
import { renderWithQueries } from '../../../test/render';
import { BookingCard } from './booking-card';

const booking = aBooking({ can_cancel: true, cancel_refund_amount: 220_000, cancel_refund_rule: 'full_within_48_hours' });

describe('a tenant’s booking card in Hindi', () => {
  beforeEach(() => changeLanguage('hi'));

  it('shows the stay, its phase and the way to cancel in Hindi, with no English of its own left', () => {
    const { container } = renderWithQueries(<BookingCard booking={booking} variant="tenant" today="2030-01-20" />);
    expect(screen.getByText('आने वाली')).toBeDefined();
    expect(screen.getByText('रहने आने की तारीख')).toBeDefined();
    expect(screen.getByText('जमा राशि')).toBeDefined();
    expect(screen.getByRole('button', { name: 'बुकिंग रद्द करें' })).toBeDefined();
    for (const english of ['Upcoming', 'Move-in date', 'Until', 'Amount', 'Monthly', 'Deposit', 'Reference', 'Cancel booking']) {
      expect(container.textContent).not.toContain(english);
    }
    // People's and places' words stay as they were written.
    expect(screen.getByText('2BHK near Hinjewadi IT Park')).toBeDefined();
  });
});
