import { Box } from '@mui/material';
import { PageHeading } from '../../../components/layout/page-heading';
import { DashboardStats } from '../../../features/admin/components/dashboard-stats';
import { RecentActivity } from '../../../features/admin/components/recent-activity';
import { RevenueChart } from '../../../features/admin/components/revenue-chart';
import { WaitingWork } from '../../../features/admin/components/waiting-work';

/** Dashboard: what waits for the admin first, then the platform's figures, revenue by month and recent activity. */
export default function AdminDashboardPage() {
  return (
    <>
      <PageHeading title="Dashboard" subtitle="Welcome back. Here is what is happening on RentEase." />
      <Box sx={{ display: 'grid', gap: 3 }}>
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
          <RevenueChart />
          <RecentActivity />
        </Box>
      </Box>
    </>
  );
}
