import '../../../components/plain-toggle.css';
import '../../../components/typography.css';
import './schedule-visit.css';
import { addCalendarDays, type Property, type VisitSlot } from '@rentease/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PlainAlert, PlainSkeleton } from '../../../components/plain-feedback';
import { PlainIcon } from '../../../components/plain-icon';
import { todayInIndia } from '../../../lib/calendar';
import { lazyWithMuiTheme } from '../../../lib/lazy-with-mui-theme';
import { loginPathFor } from '../../../lib/return-path';
import { moveFocusInToggleGroup } from '../../../lib/toggle-group-keys';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useUserSession } from '../../../lib/use-session';
import { isSlotTaken, useBookVisit } from '../api/book-visit';
import { useVisitSlots } from '../api/get-visit-slots';
import { useVisits } from '../api/get-visits';
import { dayLabels, formatVisitSpan, formatVisitTime, groupByDay } from '../visit-format';
import { ICON_EVENT } from '../visit-icons';

// The confirmation is MUI's dialog: loaded with our theme when a tenant first chooses a time.
const VisitConfirmDialog = lazyWithMuiTheme(async () => (await import('./visit-confirm-dialog')).VisitConfirmDialog);

/** How far ahead the day strip reaches. */
const DAYS_SHOWN = 14;

type Outcome = { kind: 'booked' | 'taken' | 'refused'; message: string };

/**
 * 'Schedule a visit': the next two weeks as a strip of days and the chosen day's free times; a
 * tap on a time asks to confirm, then books it. A visitor is sent to sign in and brought back to
 * the listing's page; landlords and the admin do not book visits, so they see none of this. Plain
 * elements (schedule-visit.css), drawn on the listing's page without the UI kit.
 */
export function ScheduleVisit({ property }: { property: Property }) {
  const session = useUserSession();
  const isTenant = session?.role === 'tenant';
  if (session && !isTenant) return null;
  return <VisitPicker property={property} isTenant={isTenant} />;
}

function VisitPicker({ property, isTenant }: { property: Property; isTenant: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = todayInIndia();
  const to = addCalendarDays(from, DAYS_SHOWN - 1);
  const slots = useVisitSlots(property.id, from, to);
  const mine = useVisits(isTenant);
  const book = useBookVisit();
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<VisitSlot | null>(null);
  const confirmMounted = useOpenedOnce(confirming !== null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingId = `schedule-visit-${property.id}`;

  const booked = mine.data?.find((visit) => visit.property_id === property.id && visit.is_upcoming);
  const byDay = groupByDay(slots.data ?? []);
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addCalendarDays(from, i));
  const day = chosenDay && byDay.has(chosenDay) ? chosenDay : (days.find((d) => byDay.has(d)) ?? null);
  const times = day ? (byDay.get(day) ?? []) : [];

  const choose = (slot: VisitSlot) => {
    if (!isTenant) {
      navigate(loginPathFor(`/homes/${property.id}`));
      return;
    }
    setOutcome(null);
    setConfirming(slot);
  };
  const confirm = (slot: VisitSlot) =>
    book.mutate(
      { propertyId: property.id, start: slot.start },
      {
        onSuccess: (visit) =>
          setOutcome({
            kind: 'booked',
            message: t('Your visit is booked: {{when}}.', { when: formatVisitSpan(visit.start, visit.end) }),
          }),
        onError: (error) =>
          setOutcome({
            kind: isSlotTaken(error) ? 'taken' : 'refused',
            message: error.message || t('Could not book this visit.'),
          }),
        onSettled: () => setConfirming(null),
      },
    );

  return (
    <section aria-labelledby={headingId} className="schedule-visit">
      <h2 id={headingId} className="schedule-visit-heading type-h5">
        {t('Schedule a visit')}
      </h2>
      {outcome && (
        <PlainAlert
          severity={outcome.kind === 'booked' ? 'success' : 'warning'}
          className="schedule-visit-outcome"
          action={
            outcome.kind === 'booked' ? (
              <RouterLink to="/tenant/visits" className="site-button site-button-small">
                {t('See your visits')}
              </RouterLink>
            ) : undefined
          }
        >
          {outcome.message}
        </PlainAlert>
      )}
      {booked && outcome?.kind !== 'booked' ? (
        <p className="schedule-visit-text type-secondary">
          {t('You have a visit booked here: {{when}}.', { when: formatVisitSpan(booked.start, booked.end) })}{' '}
          <RouterLink to="/tenant/visits" className="site-link">
            {t('See your visits')}
          </RouterLink>
        </p>
      ) : slots.isPending ? (
        <div role="status" aria-label={t('Loading visit times')}>
          <PlainSkeleton shape="rounded" className="schedule-visit-placeholder" />
        </div>
      ) : slots.isError ? (
        <PlainAlert
          severity="error"
          action={
            <button type="button" className="site-button site-button-small" onClick={() => void slots.refetch()}>
              {t('Try again')}
            </button>
          }
        >
          {t('Could not load the visit times.')}
        </PlainAlert>
      ) : byDay.size === 0 ? (
        <p className="schedule-visit-text type-secondary">
          {t('No visit times in the next two weeks. Message the owner to arrange a visit.')}
        </p>
      ) : (
        !booked && (
          <>
            <p className="schedule-visit-text schedule-visit-lead type-secondary">
              {t('Choose a day and a time to see the home with its owner (times in India).')}
              {!isTenant && ` ${t('You will be asked to log in first.')}`}
            </p>
            <DayStrip days={days} chosen={day} isOpen={(d) => byDay.has(d)} onChoose={setChosenDay} />
            {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
            <div className="visit-times" aria-label={t('Free times')} role="group">
              {times.map((slot) => (
                <button
                  key={slot.start}
                  type="button"
                  className="site-button site-button-outlined site-button-small"
                  onClick={() => choose(slot)}
                  // The day too: a time alone ('11:00 am') is on every day of the strip.
                  aria-label={formatVisitSpan(slot.start, slot.end)}
                >
                  <span className="site-button-icon">
                    <PlainIcon icon={ICON_EVENT} />
                  </span>
                  {formatVisitTime(slot.start)}
                </button>
              ))}
            </div>
          </>
        )
      )}
      {confirmMounted && (
        <Suspense fallback={null}>
          <VisitConfirmDialog
            sectionId={headingId}
            title={property.title}
            slot={confirming}
            pending={book.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The next two weeks, one toggle per day (MUI's ToggleButtonGroup, exclusive): days without a free
 * time are disabled. One day is in the tab order; the arrow keys, Home and End move between the
 * open days and Enter or Space chooses one.
 */
function DayStrip({
  days,
  chosen,
  isOpen,
  onChoose,
}: {
  days: string[];
  chosen: string | null;
  isOpen: (day: string) => boolean;
  onChoose: (day: string) => void;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset (whose minimum width would stop the strip scrolling)
    <div className="visit-days" role="group" aria-label={t('Day of the visit')} onKeyDown={moveFocusInToggleGroup}>
      {days.map((d) => {
        const labels = dayLabels(d);
        return (
          <button
            key={d}
            type="button"
            className="plain-toggle visit-day"
            value={d}
            disabled={!isOpen(d)}
            aria-pressed={d === chosen}
            tabIndex={d === chosen ? 0 : -1}
            onClick={() => onChoose(d)}
            aria-label={`${labels.weekday} ${labels.date}`}
          >
            <span className="visit-day-weekday">{labels.weekday}</span>
            <span className="visit-day-date">{labels.date}</span>
          </button>
        );
      })}
    </div>
  );
}
