import StarIcon from '@mui/icons-material/Star';
import { Rating, Stack, Typography } from '@mui/material';

const reviewsWord = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'review' : 'reviews'}`;

/** "4.5 out of 5, 12 reviews": what the stars say to a screen reader. */
export function ratingLabel(average: number, count: number): string {
  return `${average.toLocaleString('en-IN', { maximumFractionDigits: 1 })} out of 5, ${reviewsWord(count)}`;
}

/**
 * An average rating as stars with its figure and count. One image to assistive
 * technology ("4.5 out of 5, 12 reviews"), not five; nothing but "No reviews yet" when there is none.
 */
export function RatingSummary({
  average,
  count,
  size = 'small',
  emptyText = 'No reviews yet',
}: {
  average: number | null;
  count: number;
  size?: 'small' | 'medium';
  emptyText?: string;
}) {
  if (average === null || count === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
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
        {average.toLocaleString('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-hidden>
        ({reviewsWord(count)})
      </Typography>
    </Stack>
  );
}
