import { lazy } from 'react';
import { PropertySearch } from '../../../features/properties/components/property-search';

// The dialog's parts load with the dialog (whose Suspense they share), not with the search page:
// most searches open no listing, and these draw with the UI kit.
const PublicListingSections = lazy(async () => ({
  default: (await import('./browse-listing-parts')).PublicListingSections,
}));
const PublicListingActions = lazy(async () => ({ default: (await import('./browse-listing-parts')).PublicListingActions }));

/** The public search: contacting an owner or booking needs an account. */
export default function BrowsePage() {
  return (
    <div className="site-container search-page">
      <PropertySearch
        variant="public"
        renderSections={(property) => <PublicListingSections property={property} />}
        renderActions={() => <PublicListingActions />}
      />
    </div>
  );
}
