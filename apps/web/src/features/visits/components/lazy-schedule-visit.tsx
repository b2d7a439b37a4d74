import { type ComponentProps, lazy, Suspense } from 'react';

// Loaded with the listing, not with the search page: most searches never open a listing.
const ScheduleVisit = lazy(async () => ({ default: (await import('./schedule-visit')).ScheduleVisit }));

/** The listing's 'Schedule a visit' section (schedule-visit.tsx), fetched when a listing first shows it. */
export function LazyScheduleVisit(props: ComponentProps<typeof ScheduleVisit>) {
  return (
    <Suspense fallback={null}>
      <ScheduleVisit {...props} />
    </Suspense>
  );
}
