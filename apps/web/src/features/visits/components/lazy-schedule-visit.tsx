import { type ComponentProps, lazy, Suspense } from 'react';
import type { ScheduleVisit as Section } from './schedule-visit';

// Loaded with the listing, not with the search page: most searches never open a listing. Drawn with
// MUI, it brings our theme along for the listing's own page, which is drawn without it.
const ScheduleVisit = lazy(async () => {
  const [{ ScheduleVisit: Visit }, { withMuiTheme }] = await Promise.all([
    import('./schedule-visit'),
    import('../../../lib/mui-theme'),
  ]);
  return { default: withMuiTheme(Visit) };
});

/** The listing's 'Schedule a visit' section (schedule-visit.tsx), fetched when a listing first shows it. */
export function LazyScheduleVisit(props: ComponentProps<typeof Section>) {
  return (
    <Suspense fallback={null}>
      <ScheduleVisit {...props} />
    </Suspense>
  );
}
