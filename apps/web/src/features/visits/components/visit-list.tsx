import '../../../components/plain-card.css';
import './visit-list.css';
import type { VisitSummary } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_PLACE_OUTLINED } from '../../../components/common-icons';
import { EmptyState } from '../../../components/empty-state';
import { ICON_EVENT_AVAILABLE } from '../../../components/layout/area-icons';
import { PlainChip } from '../../../components/plain-chip';
import { PlainAlert, PlainSkeleton } from '../../../components/plain-feedback';
import { PlainIcon } from '../../../components/plain-icon';
import { msg } from '../../../lib/i18n';
import { lazyWithMuiTheme } from '../../../lib/lazy-with-mui-theme';
import { notify } from '../../../lib/toast';
import { downloadVisitCalendar } from '../api/download-visit-calendar';
import { useVisits } from '../api/get-visits';
import { formatVisitSpan } from '../visit-format';
import { ICON_EVENT } from '../visit-icons';

// Asked for when Cancel visit is pressed: the list is drawn without MUI, the dialog with it.
const CancelVisitDialog = lazyWithMuiTheme(async () => (await import('./cancel-visit-dialog')).CancelVisitDialog);

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
    <button
      type="button"
      className="site-button site-button-text"
      onClick={() => download.mutate()}
      disabled={download.isPending}
    >
      <span className="site-button-icon">
        <PlainIcon icon={ICON_EVENT_AVAILABLE} />
      </span>
      {t('Add to calendar')}
    </button>
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
    <article className="plain-card visit-card" aria-labelledby={titleId}>
      <div className="visit-card-content">
        <div className="visit-card-title-row">
          <h3 id={titleId} className="type-h6 visit-card-title">
            {visit.title}
          </h3>
          {visit.status === 'cancelled' ? (
            <PlainChip label={t('Cancelled')} tone="default" />
          ) : visit.is_upcoming ? (
            <PlainChip label={t('Confirmed')} tone="success" />
          ) : (
            <PlainChip label={t('Done')} tone="outlined" />
          )}
        </div>
        <div className="visit-card-line visit-card-when">
          <PlainIcon icon={ICON_EVENT} />
          <p>{formatVisitSpan(visit.start, visit.end)}</p>
        </div>
        <div className="visit-card-line visit-card-where">
          <PlainIcon icon={ICON_PLACE_OUTLINED} />
          <p>{where}</p>
        </div>
        <p className="type-secondary visit-card-text">
          {other.who}
          {other.phone ? ` · ${other.phone}` : ''}
        </p>
        {cancelled && (
          <p className="type-secondary visit-card-text visit-card-cancelled">
            {visit.cancel_reason ? t(cancelled.withReason, { reason: visit.cancel_reason }) : t(cancelled.plain)}
          </p>
        )}
      </div>
      {visit.status === 'confirmed' && (
        <div className="visit-card-actions">
          <AddToCalendarButton visit={visit} />
          {visit.can_cancel && (
            <button
              type="button"
              className="site-button site-button-error"
              onPointerEnter={CancelVisitDialog.preload}
              onFocus={CancelVisitDialog.preload}
              onClick={() => setCancelling(true)}
            >
              {t('Cancel visit')}
            </button>
          )}
        </div>
      )}
      {isCancelling && (
        <Suspense fallback={null}>
          <CancelVisitDialog visit={visit} open onClose={() => setCancelling(false)} />
        </Suspense>
      )}
    </article>
  );
}

/** A person's visits: the upcoming ones, soonest first, then the past and cancelled ones. */
export function VisitList({ side }: { side: VisitListSide }) {
  const { t } = useTranslation();
  const visits = useVisits();
  if (visits.isPending) {
    return (
      <div role="status" aria-label={t('Loading visits')}>
        <PlainSkeleton shape="rounded" className="visit-list-skeleton" />
      </div>
    );
  }
  if (visits.isError) {
    return (
      <PlainAlert
        severity="error"
        action={
          <button type="button" className="site-button site-button-small" onClick={() => void visits.refetch()}>
            {t('Try again')}
          </button>
        }
      >
        {t('Could not load your visits.')}
      </PlainAlert>
    );
  }
  if (visits.data.length === 0) {
    return (
      <EmptyState
        icon={<PlainIcon icon={ICON_EVENT} />}
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
    <section aria-labelledby={id} className="visit-list-section">
      <h2 id={id} className="type-h5 visit-list-heading">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="type-secondary visit-list-empty">{empty}</p>
      ) : (
        <div className="visit-list-grid">
          {items.map((visit) => (
            <VisitCard key={visit.id} visit={visit} side={side} />
          ))}
        </div>
      )}
    </section>
  );
  return (
    <>
      {section(t('Upcoming'), 'visits-upcoming', upcoming, t('No upcoming visits.'))}
      {section(t('Past and cancelled'), 'visits-past', rest, t('None yet.'))}
    </>
  );
}
