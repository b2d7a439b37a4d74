import { Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RequestToBookButton } from '../../../features/booking-requests/components/request-to-book-button';
import { BookPropertyButton } from '../../../features/bookings/components/book-property-button';
import { propertyKeys } from '../../../features/properties/api/properties-api';
import { PropertySearch } from '../../../features/properties/components/property-search';
import { ReportListingButton } from '../../../features/reports/components/report-listing-button';
import { LazyPropertyReviews } from '../../../features/reviews/components/lazy-property-reviews';
import { LazyScheduleVisit } from '../../../features/visits/components/lazy-schedule-visit';

/**
 * The tenant search. 'Contact Owner' opens Messages with that owner and listing; 'Book this
 * Property' opens the booking dialog, which lives in the URL (`book=1` beside `property=`) so that
 * Back closes it and the cancelled-payment page can open it again ('Try again').
 */
export default function TenantSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const isBookingOpen = params.get('book') === '1' && Boolean(params.get('property'));

  const setBookingOpen = useCallback(
    (open: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (open) next.set('book', '1');
          else next.delete('book');
          return next;
        },
        // Opening adds a history entry (Back closes the dialog, as for the listing itself).
        { replace: !open, preventScrollReset: true },
      );
    },
    [setParams],
  );
  // A booking flag without a listing (the listing was closed some other way) must not open the
  // next listing's booking dialog by itself.
  const hasStrayBookingFlag = params.has('book') && !params.get('property');
  useEffect(() => {
    if (hasStrayBookingFlag) setBookingOpen(false);
  }, [hasStrayBookingFlag, setBookingOpen]);

  // The server refused a stale window or price: read the listings again (cards, detail, price).
  const refreshListings = useCallback(() => queryClient.invalidateQueries({ queryKey: propertyKeys.all }), [queryClient]);

  return (
    <PropertySearch
      variant="tenant"
      renderSections={(property) => (
        <>
          <LazyScheduleVisit property={property} />
          <LazyPropertyReviews property={property} />
          {/* At the end of the listing, out of the way of the two things people come to do. */}
          <Box sx={{ mt: 2 }}>
            <ReportListingButton propertyId={property.id} title={property.title} />
          </Box>
        </>
      )}
      renderActions={(property) => (
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
            <RequestToBookButton key={property.id} property={property} open={isBookingOpen} onOpenChange={setBookingOpen} />
          ) : (
            <BookPropertyButton
              // A new listing is a new booking: nothing carries over from another one.
              key={property.id}
              property={property}
              open={isBookingOpen}
              onOpenChange={setBookingOpen}
              onListingChanged={refreshListings}
            />
          )}
        </>
      )}
    />
  );
}
