import { PropertySearch } from '../../../features/properties/components/property-search';
import { LazyPropertyReviews } from '../../../features/reviews/components/lazy-property-reviews';

/** The admin reads every listing; the dialog has no contact or booking buttons (spec §2). */
export default function AdminPropertiesPage() {
  // The admin may remove a review that breaks the rules (issue 11).
  return <PropertySearch variant="admin" renderSections={(property) => <LazyPropertyReviews property={property} canRemove />} />;
}
