import { Box, Button } from '@mui/material';
import type { Property } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestToBookButton } from '../../../features/booking-requests/components/request-to-book-button';
import { BookPropertyButton } from '../../../features/bookings/components/book-property-button';
import { ReportListingButton } from '../../../features/reports/components/report-listing-button';
import { LazyPropertyReviews } from '../../../features/reviews/components/lazy-property-reviews';
import { LazyScheduleVisit } from '../../../features/visits/components/lazy-schedule-visit';

/**
 * What the tenant's listing dialog adds to the listing: a visit, reviews and a report below it.
 * Drawn with MUI inside the dialog (which brings our theme); its own chunk, so the search page
 * before a listing is opened loads no UI kit.
 */
export function TenantListingSections({ property }: { property: Property }) {
  return (
    <>
      <LazyScheduleVisit property={property} />
      <LazyPropertyReviews property={property} />
      {/* At the end of the listing, out of the way of the two things people come to do. */}
      <Box sx={{ mt: 2 }}>
        <ReportListingButton propertyId={property.id} title={property.title} />
      </Box>
    </>
  );
}

/** The dialog's actions for a tenant: 'Contact Owner', and 'Book this Property' or 'Request to book'. */
export function TenantListingActions({
  property,
  bookingOpen,
  onBookingOpenChange,
  onListingChanged,
}: {
  property: Property;
  bookingOpen: boolean;
  onBookingOpenChange: (open: boolean) => void;
  onListingChanged: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Button
        variant="outlined"
        onClick={() =>
          navigate(`/tenant/messages?${new URLSearchParams({ propertyId: property.id, landlordId: property.user_id })}`)
        }
      >
        {t('Contact Owner')}
      </Button>
      {property.booking_mode === 'request' ? (
        // The owner approves each booking: the tenant asks first, with a short application.
        <RequestToBookButton key={property.id} property={property} open={bookingOpen} onOpenChange={onBookingOpenChange} />
      ) : (
        <BookPropertyButton
          // A new listing is a new booking: nothing carries over from another one.
          key={property.id}
          property={property}
          open={bookingOpen}
          onOpenChange={onBookingOpenChange}
          onListingChanged={onListingChanged}
        />
      )}
    </>
  );
}
