import { type ComponentProps, lazy, Suspense } from 'react';
import type { PropertyReviews as Reviews } from './property-reviews';

// Loaded with the listing's dialog, not with the search page: most visits never open a listing.
const PropertyReviews = lazy(async () => ({ default: (await import('./property-reviews')).PropertyReviews }));

/** The listing's Reviews section (property-reviews.tsx), fetched when a dialog first shows it. */
export function LazyPropertyReviews(props: ComponentProps<typeof Reviews>) {
  return (
    <Suspense fallback={null}>
      <PropertyReviews {...props} />
    </Suspense>
  );
}
