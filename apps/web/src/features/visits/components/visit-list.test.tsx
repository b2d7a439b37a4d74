import type { VisitSummary } from '@rentease/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithQueries, stubApi } from '../../../test/render';
import { VisitList } from './visit-list';

const visit = (overrides: Partial<VisitSummary>): VisitSummary => ({
  id: 'visit-1',
  property_id: 'home-1',
  start: '2031-03-03T05:30:00.000Z',
  end: '2031-03-03T06:00:00.000Z',
  status: 'confirmed',
  title: 'Sunny 2BHK',
  address: '12 MG Road',
  city: 'Pune',
  tenant_name: 'Priya Sharma',
  tenant_phone: null,
  landlord_name: 'Rahul Verma',
  landlord_phone: null,
  cancelled_by: null,
  cancel_reason: null,
  is_upcoming: true,
  can_cancel: true,
  ...overrides,
});

describe('the visit list in Hindi', () => {
  it('shows its sections, states and actions in Hindi, with no English of its own left', async () => {
    await changeLanguage('hi');
    stubApi({
      'GET /api/visits': [
        visit({}),
        visit({
          id: 'visit-2',
          status: 'cancelled',
          is_upcoming: false,
          can_cancel: false,
          cancelled_by: 'landlord',
          cancel_reason: 'Plumbing work',
        }),
      ],
    });
    renderWithQueries(<VisitList side="tenant" />);

    expect(await screen.findByRole('heading', { name: 'आने वाली' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'पुरानी और रद्द' })).toBeDefined();
    expect(screen.getByText('पक्की')).toBeDefined();
    expect(screen.getByText('मकान मालिक ने रद्द की: Plumbing work')).toBeDefined();
    expect(screen.getAllByText('मकान मालिक: Rahul Verma')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'विज़िट रद्द करें' })).toBeDefined();

    const text = document.body.textContent ?? '';
    for (const english of ['Upcoming', 'Confirmed', 'Owner:', 'cancelled', 'Add to calendar', 'Cancel visit']) {
      expect(text).not.toContain(english);
    }
  });
});
