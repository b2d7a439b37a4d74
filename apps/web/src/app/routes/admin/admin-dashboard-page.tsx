import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/layout/page-heading';
import { ADMIN_SECTIONS } from './admin-sections';

export default function AdminDashboardPage() {
  return (
    <>
      <PageHeading title="Dashboard" subtitle="Welcome back. Here is what is happening on RentEase." />
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
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
    </>
  );
}
