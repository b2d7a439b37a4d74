import { type ComponentProps, lazy, Suspense } from 'react';
import type { PropertyReviews as Reviews } from './property-reviews';

// Loaded with the listing, not with the search page: most visits never open a listing. Drawn with
// MUI, it brings our theme along for the listing's own page, which is drawn without it.
const PropertyReviews = lazy(async () => {
  const [{ PropertyReviews: Section }, { withMuiTheme }] = await Promise.all([
    import('./property-reviews'),
    import('../../../lib/mui-theme'),
  ]);
  return { default: withMuiTheme(Section) };
});

/** The listing's Reviews section (property-reviews.tsx), fetched when a listing first shows it. */
export function LazyPropertyReviews(props: ComponentProps<typeof Reviews>) {
  return (
    <Suspense fallback={null}>
      <PropertyReviews {...props} />
    </Suspense>
  );
}
