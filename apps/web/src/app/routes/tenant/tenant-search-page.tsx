import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { propertyKeys } from '../../../features/properties/api/properties-api';
import { PropertySearch } from '../../../features/properties/components/property-search';

// Drawn inside the listing's dialog, which loads when a listing is first opened and brings MUI and
// our theme; asked for at the same moment (below), so they arrive together.
const loadExtras = () => import('./tenant-listing-extras');
const TenantListingSections = lazy(async () => ({ default: (await loadExtras()).TenantListingSections }));
const TenantListingActions = lazy(async () => ({ default: (await loadExtras()).TenantListingActions }));

/**
 * The tenant search. 'Contact Owner' opens Messages with that owner and listing; 'Book this
 * Property' opens the booking dialog, which lives in the URL (`book=1` beside `property=`) so that
 * Back closes it and the cancelled-payment page can open it again ('Try again').
 */
export default function TenantSearchPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const openListing = params.get('property');
  const isBookingOpen = params.get('book') === '1' && Boolean(openListing);

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

  useEffect(() => {
    if (openListing) void loadExtras();
  }, [openListing]);

  // The server refused a stale window or price: read the listings again (cards, detail, price).
  const refreshListings = useCallback(() => queryClient.invalidateQueries({ queryKey: propertyKeys.all }), [queryClient]);

  return (
    <PropertySearch
      variant="tenant"
      renderSections={(property) => <TenantListingSections property={property} />}
      renderActions={(property) => (
        <TenantListingActions
          property={property}
          bookingOpen={isBookingOpen}
          onBookingOpenChange={setBookingOpen}
          onListingChanged={refreshListings}
        />
      )}
    />
  );
}
