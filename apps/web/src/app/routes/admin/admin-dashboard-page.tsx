import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/page-heading';
import { AdminAccountSecurity } from '../../../features/account/components/admin-account-security';
import { AdminTwoStepPrompt } from '../../../features/account/components/admin-two-step-prompt';
import { DashboardStats } from '../../../features/admin/components/dashboard-stats';
import { PlatformTrendsChart } from '../../../features/admin/components/platform-trends-chart';
import { RecentActivity } from '../../../features/admin/components/recent-activity';
import { WaitingWork } from '../../../features/admin/components/waiting-work';

/** Dashboard: what waits for the admin first, then the platform's figures, revenue, bookings, refunds and sign-ups by month, recent activity and the admin's own account security. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('Dashboard')} subtitle={t('Welcome back. Here is what is happening on RentEase.')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <AdminTwoStepPrompt />
        <WaitingWork />
        <DashboardStats />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'stretch',
          }}
        >
          <PlatformTrendsChart />
          <RecentActivity />
        </Box>
        <AdminAccountSecurity />
      </Box>
    </>
  );
}
