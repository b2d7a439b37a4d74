import DownloadIcon from '@mui/icons-material/EventAvailableOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { VisitSummary } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { msg } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { downloadVisitCalendar } from '../api/download-visit-calendar';
import { useVisits } from '../api/get-visits';
import { formatVisitSpan } from '../visit-format';
import { CancelVisitDialog } from './cancel-visit-dialog';

export type VisitListSide = 'tenant' | 'landlord';

/** Who cancelled, as each side reads it: alone, or with the reason they gave. */
type CancelledText = { plain: string; withReason: string };
const YOU_CANCELLED: CancelledText = { plain: msg('You cancelled.'), withReason: msg('You cancelled: {{reason}}') };
const RENTEASE_CANCELLED: CancelledText = {
  plain: msg('RentEase cancelled.'),
  withReason: msg('RentEase cancelled: {{reason}}'),
};
const CANCELLED_BY: Record<NonNullable<VisitSummary['cancelled_by']>, Record<VisitListSide, CancelledText>> = {
  tenant: {
    tenant: YOU_CANCELLED,
    landlord: { plain: msg('The tenant cancelled.'), withReason: msg('The tenant cancelled: {{reason}}') },
  },
  landlord: {
    tenant: { plain: msg('The owner cancelled.'), withReason: msg('The owner cancelled: {{reason}}') },
    landlord: YOU_CANCELLED,
  },
  admin: { tenant: RENTEASE_CANCELLED, landlord: RENTEASE_CANCELLED },
};

function AddToCalendarButton({ visit }: { visit: VisitSummary }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadVisitCalendar(visit.id),
    onError: (error) => notify.error(error.message || t('Could not get the calendar file. Please try again.'), 'visit-calendar'),
  });
  return (
    <Button onClick={() => download.mutate()} disabled={download.isPending} startIcon={<DownloadIcon />}>
      {t('Add to calendar')}
    </Button>
  );
}

function VisitCard({ visit, side }: { visit: VisitSummary; side: VisitListSide }) {
  const { t } = useTranslation();
  const [isCancelling, setCancelling] = useState(false);
  const titleId = `visit-${visit.id}`;
  const other =
    side === 'tenant'
      ? { who: t('Owner: {{name}}', { name: visit.landlord_name }), phone: visit.landlord_phone }
      : { who: t('Tenant: {{name}}', { name: visit.tenant_name }), phone: visit.tenant_phone };
  const cancelled = visit.cancelled_by ? CANCELLED_BY[visit.cancelled_by][side] : undefined;
  const where = [visit.address, visit.city].filter(Boolean).join(', ');
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {visit.title}
          </Typography>
          {visit.status === 'cancelled' ? (
            <Chip label={t('Cancelled')} size="small" />
          ) : visit.is_upcoming ? (
            <Chip label={t('Confirmed')} color="success" size="small" />
          ) : (
            <Chip label={t('Done')} size="small" variant="outlined" />
          )}
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 1 }}>
          <EventIcon fontSize="small" color="action" />
          <Typography>{formatVisitSpan(visit.start, visit.end)}</Typography>
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5, color: 'text.secondary' }}>
          <PlaceIcon fontSize="small" />
          <Typography>{where}</Typography>
        </Stack>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {other.who}
          {other.phone ? ` · ${other.phone}` : ''}
        </Typography>
        {cancelled && (
          <Typography color="textSecondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {visit.cancel_reason ? t(cancelled.withReason, { reason: visit.cancel_reason }) : t(cancelled.plain)}
          </Typography>
        )}
      </CardContent>
      {visit.status === 'confirmed' && (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <AddToCalendarButton visit={visit} />
          {visit.can_cancel && (
            <Button color="error" onClick={() => setCancelling(true)}>
              {t('Cancel visit')}
            </Button>
          )}
        </CardActions>
      )}
      {isCancelling && <CancelVisitDialog visit={visit} open onClose={() => setCancelling(false)} />}
    </Card>
  );
}

/** A person's visits: the upcoming ones, soonest first, then the past and cancelled ones. */
export function VisitList({ side }: { side: VisitListSide }) {
  const { t } = useTranslation();
  const visits = useVisits();
  if (visits.isPending) return <Skeleton variant="rounded" height={160} aria-label={t('Loading visits')} />;
  if (visits.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void visits.refetch()}>
            {t('Try again')}
          </Button>
        }
      >
        {t('Could not load your visits.')}
      </Alert>
    );
  }
  if (visits.data.length === 0) {
    return (
      <EmptyState
        icon={<EventIcon />}
        title={t('No visits yet')}
        hint={
          side === 'tenant'
            ? t("Open a home you like and choose a time under 'Schedule a visit'.")
            : t("Set visit hours on your listings in My Properties: tenants' visits show here.")
        }
      />
    );
  }
  const upcoming = visits.data.filter((v) => v.is_upcoming);
  const rest = visits.data.filter((v) => !v.is_upcoming);
  const section = (title: string, id: string, items: VisitSummary[], empty: string) => (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="textSecondary">{empty}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {items.map((visit) => (
            <VisitCard key={visit.id} visit={visit} side={side} />
          ))}
        </Box>
      )}
    </Box>
  );
  return (
    <>
      {section(t('Upcoming'), 'visits-upcoming', upcoming, t('No upcoming visits.'))}
      {section(t('Past and cancelled'), 'visits-past', rest, t('None yet.'))}
    </>
  );
}
