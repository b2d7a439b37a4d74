import { Box, Button, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PropertySearch } from '../../../features/properties/components/property-search';
import { ReportListingButton } from '../../../features/reports/components/report-listing-button';
import { LazyPropertyReviews } from '../../../features/reviews/components/lazy-property-reviews';
import { LazyScheduleVisit } from '../../../features/visits/components/lazy-schedule-visit';
import { useUserSession } from '../../../lib/use-session';

/** The public search: contacting an owner or booking needs an account. */
export default function BrowsePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useUserSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PropertySearch
        variant="public"
        renderSections={(property) => (
          <>
            <LazyScheduleVisit property={property} />
            <LazyPropertyReviews property={property} />
            {/* A signed-in person may flag someone else's listing, at the end of it; a visitor sees no such button. */}
            {session && session.userId !== property.user_id && (
              <Box sx={{ mt: 2 }}>
                <ReportListingButton propertyId={property.id} title={property.title} />
              </Box>
            )}
          </>
        )}
        renderActions={() => (
          <>
            <Button variant="outlined" onClick={() => navigate('/login')}>
              {t('Contact Owner')}
            </Button>
            <Button variant="contained" onClick={() => navigate('/login')}>
              {t('Book this Property')}
            </Button>
          </>
        )}
      />
    </Container>
  );
}
