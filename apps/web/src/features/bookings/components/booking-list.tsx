import { Box, Card, Skeleton } from '@mui/material';
import type { BookingSummary } from '@rentease/contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list';
import { todayInIndia } from '../../../lib/calendar';
import type { BookingListScope } from '../api/booking-keys';
import { useBookings } from '../api/get-bookings';
import { BookingCard, type BookingCardVariant } from './booking-card';

export const BOOKING_COLUMNS = {
  xs: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  lg: 'repeat(3, minmax(0, 1fr))',
  xl: 'repeat(4, minmax(0, 1fr))',
};

function BookingCardSkeleton() {
  return (
    <Card>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="75%" height={28} />
        <Skeleton width="45%" />
        <Skeleton width="100%" sx={{ mt: 1.5 }} />
        <Skeleton width="100%" />
        <Skeleton width="100%" />
      </Box>
    </Card>
  );
}

/** The confirmed (and cancelled) bookings of a scope, latest move-in first, page by page. */
export function BookingList({
  scope,
  variant,
  empty,
  renderReview,
  renderActions,
  renderRent,
}: {
  scope: BookingListScope;
  variant: BookingCardVariant;
  empty: ReactNode;
  /** The stay's review state on each card, composed by the page. */
  renderReview?: (booking: BookingSummary) => ReactNode;
  /** What the reader can do about each stay (message the other side, the invoice), composed by the page. */
  renderActions?: (booking: BookingSummary) => ReactNode;
  /** A monthly stay's rent schedule, composed by the page. */
  renderRent?: (booking: BookingSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  const list = useBookings(scope);
  // Read once per visit: whether a stay is current is a question of days, not of renders.
  const [today] = useState(() => todayInIndia());
  return (
    <PagedList
      list={list}
      getKey={(booking) => booking.booking_id}
      renderItem={(booking) => (
        <BookingCard
          booking={booking}
          variant={variant}
          today={today}
          as={scope.kind === 'all' ? 'admin' : 'user'}
          review={renderReview?.(booking)}
          actions={renderActions?.(booking)}
          rent={renderRent?.(booking)}
        />
      )}
      empty={empty}
      errorMessage={t('Could not load bookings.')}
      label={t('Bookings')}
      loadingLabel={t('Loading bookings')}
      columns={BOOKING_COLUMNS}
      renderSkeleton={() => <BookingCardSkeleton />}
      skeletonCount={6}
    />
  );
}
