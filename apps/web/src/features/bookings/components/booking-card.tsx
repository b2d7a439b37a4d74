import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import type { BookingSummary } from '@rentease/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Detail, DetailList } from '../../../components/detail-list';
import type { ApiRequestAs } from '../../../lib/api-client';
import { formatMonths } from '../../../lib/calendar';
import { formatDate, formatRupees } from '../../../lib/format';
import { msg } from '../../../lib/i18n';
import { BookingCancellation } from './booking-cancellation';

const PLACEHOLDER_IMAGE = '/placeholder-property.svg';

/** Who is looking: the tenant sees their stay; a landlord or the admin sees who is staying. */
export type BookingCardVariant = 'tenant' | 'manager';

export type StayPhase = 'upcoming' | 'current' | 'past';

/** Where a stay stands on `today` (yyyy-mm-dd): `end_date` is the first day after it. */
export function stayPhase(booking: Pick<BookingSummary, 'move_in_date' | 'end_date'>, today: string): StayPhase {
  if (today < booking.move_in_date) return 'upcoming';
  if (today < booking.end_date) return 'current';
  return 'past';
}

const PHASES = {
  upcoming: { label: msg('Upcoming'), color: '#1d4ed8', background: 'rgba(239,246,255,0.95)' },
  current: { label: msg('Current stay'), color: '#15803d', background: 'rgba(240,253,244,0.95)' },
  past: { label: msg('Past stay'), color: '#374151', background: 'rgba(243,244,246,0.95)' },
  cancelled: { label: msg('Cancelled'), color: '#b91c1c', background: 'rgba(254,242,242,0.95)' },
} as const;

/** A confirmed booking. */
export function BookingCard({
  booking,
  variant,
  today,
  as = 'user',
  review,
  actions,
  rent,
}: {
  booking: BookingSummary;
  variant: BookingCardVariant;
  today: string;
  /** Whose session acts on the booking (cancelling): the admin's on the admin's list. */
  as?: ApiRequestAs;
  /** The stay's review state: 'Write a review', 'Reviewed', the tenant's rating. */
  review?: ReactNode;
  /** What the reader can do about the stay: message the other side, take the invoice. */
  actions?: ReactNode;
  /** A monthly stay's months and 'Pay rent'. */
  rent?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const cover = booking.thumbnails[0] ?? booking.images[0] ?? PLACEHOLDER_IMAGE;
  const isCancelled = booking.status === 'cancelled';
  const phase = PHASES[isCancelled ? 'cancelled' : stayPhase(booking, today)];

  const stay: Detail[] = [
    { label: t('Move-in date'), value: formatDate(booking.move_in_date) },
    { label: t('Duration'), value: formatMonths(booking.duration) },
    { label: t('Until'), value: formatDate(booking.last_night) },
    { label: t('Amount'), value: formatRupees(booking.amount) },
    ...(booking.payment_plan === 'monthly' ? [{ label: t('Payment'), value: t('Monthly') }] : []),
    ...(booking.deposit > 0 ? [{ label: t('Deposit'), value: formatRupees(booking.deposit) }] : []),
    { label: t('Reference'), value: booking.reference },
  ];
  const details: Detail[] =
    variant === 'tenant'
      ? stay
      : [
          { label: t('Tenant'), value: booking.tenant_name || '-' },
          {
            label: t('Phone'),
            value: booking.tenant_phone ? (
              <Link href={`tel:${booking.tenant_phone.replace(/\s+/g, '')}`}>{booking.tenant_phone}</Link>
            ) : (
              '-'
            ),
          },
          ...stay,
        ];

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100' }}>
        <Box
          component="img"
          src={cover}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Chip
          label={t(phase.label)}
          size="small"
          sx={{ position: 'absolute', left: 12, top: 12, fontWeight: 700, color: phase.color, bgcolor: phase.background }}
        />
      </Box>
      <CardContent sx={{ flex: 1, containerType: 'inline-size', '&:last-child': { pb: 2 } }}>
        <Typography id={titleId} variant="h6" component="h2" noWrap title={booking.title}>
          {booking.title}
        </Typography>
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25, mb: 1.5, minWidth: 0 }}
        >
          <PlaceIcon sx={{ fontSize: 16, flexShrink: 0 }} aria-hidden />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {booking.location}
          </Box>
        </Typography>
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
          <DetailList items={details} />
        </Box>
        {rent && <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1.5 }}>{rent}</Box>}
        {review && <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1.5 }}>{review}</Box>}
        {actions && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, '& > *': { flex: '1 1 auto' } }}>{actions}</Box>
        )}
        <BookingCancellation booking={booking} variant={variant} as={as} describedBy={titleId} />
      </CardContent>
    </Card>
  );
}
