import { type ComponentProps, lazy, Suspense } from 'react';

// Loaded with the listing's dialog: the editor and its form code are not part of the list.
const VisitHoursSection = lazy(async () => ({ default: (await import('./visit-hours-section')).VisitHoursSection }));
const VisitHoursFormSection = lazy(async () => ({ default: (await import('./visit-hours-section')).VisitHoursFormSection }));

/** The landlord's 'Visit hours' section of a listing (visit-hours-section.tsx), fetched when first shown. */
export function LazyVisitHoursSection(props: ComponentProps<typeof VisitHoursSection>) {
  return (
    <Suspense fallback={null}>
      <VisitHoursSection {...props} />
    </Suspense>
  );
}

/** The edit form's 'Visit hours' part (visit-hours-section.tsx), fetched when the form first shows it. */
export function LazyVisitHoursFormSection(props: ComponentProps<typeof VisitHoursFormSection>) {
  return (
    <Suspense fallback={null}>
      <VisitHoursFormSection {...props} />
    </Suspense>
  );
}
