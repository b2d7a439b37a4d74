import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { BookingSummary, ReviewSide } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingSummary } from '../../../components/rating-summary';
import { WriteReviewDialog } from './write-review-dialog';

/**
 * A booking card's review state for one side: 'Reviewed' once written, 'Write a review'
 * while the stay may be reviewed; the landlord also sees the tenant's rating from other landlords.
 */
export function BookingReview({ booking, side }: { booking: BookingSummary; side: ReviewSide }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate.
  const [wanted, setWanted] = useState(false);
  return (
    <Stack spacing={1}>
      {side === 'landlord' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="textSecondary">
            {t('Tenant rating')}
          </Typography>
          <RatingSummary
            average={booking.tenant_rating_average}
            count={booking.tenant_rating_count}
            emptyText={t('Not rated yet')}
          />
        </Stack>
      )}
      {booking.my_review ? (
        <Chip
          icon={<TaskAltIcon />}
          label={t('Reviewed')}
          color="success"
          variant="outlined"
          size="small"
          sx={{ alignSelf: 'flex-start' }}
        />
      ) : (
        booking.can_review && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<RateReviewIcon />}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            {t('Write a review')}
          </Button>
        )
      )}
      {wanted && <WriteReviewDialog booking={booking} side={side} open={open} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
