import StarIcon from '@mui/icons-material/Star';
import { Rating, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRating } from '../lib/format';
import { i18n } from '../lib/i18n';

// The count chooses the plural form; the number is shown grouped ("1,250 reviews").
const reviewsWord = (count: number) => i18n.t('{{number}} reviews', { count, number: formatNumber(count) });

/** "4.5 out of 5, 12 reviews": what the stars say to a screen reader. */
export function ratingLabel(average: number, count: number): string {
  return i18n.t('{{average}} out of 5, {{reviews}}', {
    average: formatNumber(average, { maximumFractionDigits: 1 }),
    reviews: reviewsWord(count),
  });
}

/**
 * An average rating as stars with its figure and count. One image to assistive
 * technology ("4.5 out of 5, 12 reviews"), not five; nothing but "No reviews yet" when there is none.
 */
export function RatingSummary({
  average,
  count,
  size = 'small',
  emptyText,
}: {
  average: number | null;
  count: number;
  size?: 'small' | 'medium';
  emptyText?: string;
}) {
  const { t } = useTranslation();
  if (average === null || count === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText ?? t('No reviews yet')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="img" aria-label={ratingLabel(average, count)}>
      <Rating
        value={average}
        precision={0.1}
        readOnly
        size={size}
        aria-hidden
        emptyIcon={<StarIcon fontSize="inherit" sx={{ opacity: 0.3 }} />}
      />
      <Typography variant="body2" sx={{ fontWeight: 700 }} aria-hidden>
        {formatRating(average)}
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-hidden>
        ({reviewsWord(count)})
      </Typography>
    </Stack>
  );
}
