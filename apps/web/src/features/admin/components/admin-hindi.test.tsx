import {
  ADMIN_BOOKING_STATUS_LABELS,
  ADMIN_PAYMENT_STATUS_LABELS,
  ADMIN_PROPERTY_STATUS_LABELS,
  type AdminOverview,
  type AdminUser,
} from '@rentease/contract';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { renderWithQueries, stubApi } from '../../../test/render';
import { UsersTable } from './users-table';
import { WaitingWork } from './waiting-work';

const tenant: AdminUser = {
  id: 'tenant-1',
  first_name: 'Tara',
  last_name: 'Test',
  email: 'tara@example.com',
  phone: null,
  blocked: false,
  created_at: '2026-01-01T10:00:00.000Z',
};

const overview: AdminOverview = {
  bookings: 0,
  revenue: 0,
  monthlyRevenue: [],
  monthlyBookings: [],
  monthlyRefunds: [],
  monthlyNewUsers: [],
  rent: { collected: 0, lateMonths: 0, lateAmount: 0 },
  recentActivity: [],
  attention: { openReports: 2, oldestOpenReportAt: null, refundsPending: 0, unreadMessages: 1 },
};

describe('the admin console in Hindi', () => {
  beforeEach(() => changeLanguage('hi'));

  it('shows the users table and what waits for the admin in Hindi, the people’s names as they are', async () => {
    stubApi({ 'GET /api/user/tenants': [tenant], 'GET /api/admin/overview': overview });
    const noop = () => undefined;
    const tenants = 'tenant';
    renderWithQueries(
      <MemoryRouter>
        <WaitingWork />
        <UsersTable role={tenants} search="" onSearchChange={noop} />
      </MemoryRouter>,
    );

    expect(await screen.findByText('2 खुली रिपोर्ट')).toBeTruthy();
    expect(screen.getByText('1 बिना पढ़ा मैसेज')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रिपोर्ट देखें' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Tara Test को ब्लॉक करें' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'पहला नाम' })).toBeTruthy();
    expect(screen.getByTestId('tenant-count').textContent).toBe('1 किरायेदार');
    expect(document.body.textContent).not.toMatch(/open report|Needs you|First Name|Block|tenants?\b/);
  });

  it('has Hindi for every status the contract names', () => {
    const labels = [ADMIN_BOOKING_STATUS_LABELS, ADMIN_PAYMENT_STATUS_LABELS, ADMIN_PROPERTY_STATUS_LABELS].flatMap((labelsOf) =>
      Object.values(labelsOf),
    );
    for (const label of labels) expect(i18n.exists(label, { lng: 'hi', fallbackLng: false }), label).toBe(true);
  });
});
