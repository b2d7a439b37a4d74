import EventIcon from '@mui/icons-material/EventOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { addCalendarDays, type Property, type VisitSlot } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PendingButton } from '../../../components/pending-button';
import { todayInIndia } from '../../../lib/calendar';
import { loginPathFor } from '../../../lib/return-path';
import { useUserSession } from '../../../lib/use-session';
import { isSlotTaken, useBookVisit } from '../api/book-visit';
import { useVisitSlots } from '../api/get-visit-slots';
import { useVisits } from '../api/get-visits';
import { dayLabels, formatVisitSpan, formatVisitTime, groupByDay } from '../visit-format';

/** How far ahead the day strip reaches. */
const DAYS_SHOWN = 14;

type Outcome = { kind: 'booked' | 'taken' | 'refused'; message: string };

/**
 * 'Schedule a visit': the next two weeks as a strip of days and the chosen day's free times; a
 * tap on a time asks to confirm, then books it. A visitor is sent to sign in and brought back to
 * the listing's page; landlords and the admin do not book visits, so they see none of this.
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
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('Schedule a visit')}
      </Typography>
      {outcome && (
        <Alert
          severity={outcome.kind === 'booked' ? 'success' : 'warning'}
          sx={{ mb: 1.5 }}
          action={
            outcome.kind === 'booked' ? (
              <Button component={RouterLink} to="/tenant/visits" color="inherit" size="small">
                {t('See your visits')}
              </Button>
            ) : undefined
          }
        >
          {outcome.message}
        </Alert>
      )}
      {booked && outcome?.kind !== 'booked' ? (
        <Typography color="text.secondary">
          {t('You have a visit booked here: {{when}}.', { when: formatVisitSpan(booked.start, booked.end) })}{' '}
          <Link component={RouterLink} to="/tenant/visits">
            {t('See your visits')}
          </Link>
        </Typography>
      ) : slots.isPending ? (
        <Skeleton variant="rounded" height={96} aria-label={t('Loading visit times')} />
      ) : slots.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void slots.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t('Could not load the visit times.')}
        </Alert>
      ) : byDay.size === 0 ? (
        <Typography color="text.secondary">
          {t('No visit times in the next two weeks. Message the owner to arrange a visit.')}
        </Typography>
      ) : (
        !booked && (
          <>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t('Choose a day and a time to see the home with its owner (times in India).')}
              {!isTenant && ` ${t('You will be asked to log in first.')}`}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={day}
              onChange={(_, value: string | null) => value && setChosenDay(value)}
              aria-label={t('Day of the visit')}
              sx={{
                display: 'flex',
                overflowX: 'auto',
                pb: 0.5,
                gap: 0.75,
                '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: '8px !important' },
              }}
            >
              {days.map((d) => {
                const labels = dayLabels(d);
                return (
                  <ToggleButton
                    key={d}
                    value={d}
                    disabled={!byDay.has(d)}
                    aria-label={`${labels.weekday} ${labels.date}`}
                    sx={{ flexDirection: 'column', minWidth: 64, py: 0.75, lineHeight: 1.2, textTransform: 'none' }}
                  >
                    <Box component="span" sx={{ fontSize: '0.75rem' }}>
                      {labels.weekday}
                    </Box>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {labels.date}
                    </Box>
                  </ToggleButton>
                );
              })}
            </ToggleButtonGroup>
            <Stack
              direction="row"
              useFlexGap
              spacing={1}
              sx={{ flexWrap: 'wrap', mt: 1.5 }}
              aria-label={t('Free times')}
              role="group"
            >
              {times.map((slot) => (
                <Button
                  key={slot.start}
                  variant="outlined"
                  size="small"
                  onClick={() => choose(slot)}
                  startIcon={<EventIcon />}
                  // The day too: a time alone ('11:00 am') is on every day of the strip.
                  aria-label={formatVisitSpan(slot.start, slot.end)}
                >
                  {formatVisitTime(slot.start)}
                </Button>
              ))}
            </Stack>
          </>
        )
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => !book.isPending && setConfirming(null)}
        aria-labelledby={`${headingId}-confirm`}
      >
        <DialogTitle id={`${headingId}-confirm`}>{t('Book this visit?')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {property.title}
            <br />
            {confirming && formatVisitSpan(confirming.start, confirming.end)}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={book.isPending}>
            {t('Not now')}
          </Button>
          <PendingButton
            variant="contained"
            onClick={() => confirming && confirm(confirming)}
            pending={book.isPending}
            pendingLabel={t('Booking...')}
          >
            {t('Book visit')}
          </PendingButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
