import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { BookingRequest } from '@rentease/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Detail, DetailList } from '../../../components/detail-list';
import { formatMonths } from '../../../lib/calendar';
import { formatDate, formatRupees } from '../../../lib/format';
import { isOpen, STATUS_LABELS, timeRemaining } from '../time-left';

const PLACEHOLDER_IMAGE = '/placeholder-property.svg';

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
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {t('Application')}
      </Typography>
      <DetailList items={items} dense />
      {application.about && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', color: 'text.secondary' }}>
          “{application.about}”
        </Typography>
      )}
    </Box>
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
    <Card component="article" aria-labelledby={titleId} data-testid="booking-request">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box
            component="img"
            src={request.thumbnail ?? PLACEHOLDER_IMAGE}
            alt=""
            sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h3" id={titleId} sx={{ lineHeight: 1.3 }}>
              {request.title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {request.location}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
              <Chip size="small" label={t(status.label)} color={status.color} />
              {isOpen(request) && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <AccessTimeIcon fontSize="small" aria-hidden />
                  <Typography variant="body2" data-testid="time-left">
                    {deadline}
                  </Typography>
                </Stack>
              )}
            </Stack>
          </Box>
        </Stack>
        <Box sx={{ mt: 1.5 }}>
          <DetailList items={stay} dense />
        </Box>
        {request.status === 'declined' && request.decline_reason && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('The owner said: {{reason}}', { reason: request.decline_reason })}
          </Typography>
        )}
        {variant === 'landlord' && <ApplicationDetails request={request} />}
      </CardContent>
      {actions && <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>{actions}</CardActions>}
    </Card>
  );
}
