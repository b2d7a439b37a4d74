import '../../../components/plain-card.css';
import '../../../components/typography.css';
import './booking-request-card.css';
import type { BookingRequest } from '@rentease/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Detail, DetailList } from '../../../components/detail-list';
import { PlainChip } from '../../../components/plain-chip';
import { PlainIcon } from '../../../components/plain-icon';
import { formatMonths } from '../../../lib/calendar';
import { formatDate, formatRupees } from '../../../lib/format';
import { isOpen, STATUS_LABELS, timeRemaining } from '../time-left';

const PLACEHOLDER_IMAGE = '/placeholder-property.svg';

// i18n-ignore: SVG path data, not words (Material's AccessTime).
const ICON_ACCESS_TIME = [
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  'M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z',
] as const;

/** The tenant's answers, as the landlord reads them to decide. */
function ApplicationDetails({ request }: { request: BookingRequest }) {
  const { t } = useTranslation();
  const { application } = request;
  const items: Detail[] = [
    { label: t('People moving in'), value: String(application.occupants) },
    { label: t('Occupation'), value: application.occupation },
    { label: t('Employer'), value: application.employer ?? '-' },
    {
      label: t('Monthly income'),
      value: application.monthly_income === null ? t('Not given') : formatRupees(application.monthly_income),
    },
    { label: t('Pets'), value: application.has_pets ? t('Yes') : t('No') },
  ];
  return (
    <div className="request-card-application">
      <h4>{t('Application')}</h4>
      <DetailList items={items} dense />
      {application.about && <p className="type-body2 type-secondary request-card-about">“{application.about}”</p>}
    </div>
  );
}

/**
 * One request to book: the listing, the dates and price, its status and, while it is open, the
 * time left to answer or to pay. The landlord also reads who is asking and their application.
 */
export function BookingRequestCard({
  request,
  variant,
  now,
  actions,
}: {
  request: BookingRequest;
  variant: 'tenant' | 'landlord';
  now: Date;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const status = STATUS_LABELS[request.status];
  const stay: Detail[] = [
    ...(variant === 'landlord' ? [{ label: t('Tenant'), value: request.tenant_name }] : []),
    { label: t('Move-in date'), value: formatDate(request.move_in_date) },
    { label: t('Duration'), value: formatMonths(request.duration) },
    { label: t('Until'), value: formatDate(request.last_night) },
    { label: t('Amount'), value: formatRupees(request.amount) },
  ];
  const time = timeRemaining(request.expires_at, now);
  const deadline =
    request.status === 'pending'
      ? variant === 'landlord'
        ? t('{{time}} left to answer', { time })
        : t('{{time}} left for the owner to answer', { time })
      : variant === 'landlord'
        ? t('{{time}} left for the tenant to pay', { time })
        : t('{{time}} left to pay', { time });
  return (
    <article className="plain-card request-card" aria-labelledby={titleId} data-testid="booking-request">
      <div className="request-card-content">
        <div className="request-card-head">
          <img className="request-card-photo" src={request.thumbnail ?? PLACEHOLDER_IMAGE} alt="" />
          <div className="request-card-title">
            <h3 className="type-h6" id={titleId}>
              {request.title}
            </h3>
            <p className="type-body2 type-secondary">{request.location}</p>
            <div className="request-card-status">
              <PlainChip label={t(status.label)} tone={status.color} />
              {isOpen(request) && (
                <div className="request-card-time">
                  <PlainIcon icon={ICON_ACCESS_TIME} />
                  <p className="type-body2" data-testid="time-left">
                    {deadline}
                  </p>
                </div>
              )}
            </div>
          </div>
        </div>
        <div className="request-card-stay">
          <DetailList items={stay} dense />
        </div>
        {request.status === 'declined' && request.decline_reason && (
          <p className="type-body2 request-card-reason">{t('The owner said: {{reason}}', { reason: request.decline_reason })}</p>
        )}
        {variant === 'landlord' && <ApplicationDetails request={request} />}
      </div>
      {actions && <div className="request-card-actions">{actions}</div>}
    </article>
  );
}
