import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/layout/page-heading';
import { DashboardStats } from '../../../features/admin/components/dashboard-stats';
import { RecentActivity } from '../../../features/admin/components/recent-activity';
import { RevenueChart } from '../../../features/admin/components/revenue-chart';
import { ADMIN_SECTIONS } from './admin-sections';

/** Dashboard (spec §2 admin area): the platform's figures, revenue by month, recent activity and Quick Access. */
export default function AdminDashboardPage() {
  return (
    <>
      <PageHeading title="Dashboard" subtitle="Welcome back. Here is what is happening on RentEase." />
      <Box sx={{ display: 'grid', gap: 3 }}>
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
        <Box component="section" aria-labelledby="quick-access-heading">
          <Typography id="quick-access-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
            Quick Access
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: 2 }}>
            {ADMIN_SECTIONS.map((section) => (
              <Card key={section.to}>
                <CardActionArea component={RouterLink} to={section.to} sx={{ p: 1 }}>
                  <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                    <Box sx={{ color: 'primary.main', display: 'grid', placeItems: 'center' }} aria-hidden>
                      {section.icon}
                    </Box>
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>{section.label}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {section.description}
                      </Typography>
                    </Box>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      </Box>
    </>
  );
}
