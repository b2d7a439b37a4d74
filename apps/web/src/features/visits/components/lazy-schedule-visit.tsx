import { type ComponentProps, lazy, Suspense } from 'react';
import type { ScheduleVisit as Section } from './schedule-visit';

// Loaded with the listing's dialog, not with the search page: most searches never open a listing.
const ScheduleVisit = lazy(async () => ({ default: (await import('./schedule-visit')).ScheduleVisit }));

/** The listing's 'Schedule a visit' section (schedule-visit.tsx), fetched when a dialog first shows it. */
export function LazyScheduleVisit(props: ComponentProps<typeof Section>) {
  return (
    <Suspense fallback={null}>
      <ScheduleVisit {...props} />
    </Suspense>
  );
}
