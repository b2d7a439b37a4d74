import { Box, Button } from '@mui/material';
import type { Property } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReportListingButton } from '../../../features/reports/components/report-listing-button';
import { LazyPropertyReviews } from '../../../features/reviews/components/lazy-property-reviews';
import { LazyScheduleVisit } from '../../../features/visits/components/lazy-schedule-visit';
import { useUserSession } from '../../../lib/use-session';

/**
 * What the public search's listing dialog shows below the description: visits, reviews and, for a
 * signed-in person, the report button. Loaded with the dialog (browse-page.tsx), not the page.
 */
export function PublicListingSections({ property }: { property: Property }) {
  const session = useUserSession();
  return (
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
  );
}

/** The public dialog's buttons: contacting an owner or booking needs an account. */
export function PublicListingActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outlined" onClick={() => navigate('/login')}>
        {t('Contact Owner')}
      </Button>
      <Button variant="contained" onClick={() => navigate('/login')}>
        {t('Book this Property')}
      </Button>
    </>
  );
}
