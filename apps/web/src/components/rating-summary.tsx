import './rating-summary.css';
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
 * Material's star (a 24-unit square) five times side by side, as one path: its absolute x
 * coordinates moved 24 units along for each star, its relative steps kept.
 */
const FIVE_STARS_PATH = [0, 24, 48, 72, 96]
  .map(
    (x) =>
      `M${12 + x} 17.27L${18.18 + x} 21l-1.64-7.03L${22 + x} 9.24l-7.19-.61L${12 + x} 2 ${9.19 + x} 8.63 ${2 + x} 9.24l5.46 4.73L${5.82 + x} 21z`,
  )
  .join('');

/** Five stars in one drawing, coloured by the text colour around them. */
const FIVE_STARS = (
  <svg
    viewBox="0 0 120 24"
    fill="currentColor"
    focusable="false"
    aria-hidden="true"
    style={{ display: 'block', width: '5em', height: '1em' }}
  >
    <path d={FIVE_STARS_PATH} />
  </svg>
);

/** MUI Rating's sizes and colours, so the stars look as they did when Rating drew them. */
const STAR_SIZE = { small: '1.125rem', medium: '1.5rem' } as const;
const FILLED_STAR = '#faaf00';
const EMPTY_STAR = 'rgba(0, 0, 0, 0.26)';

/**
 * An average out of 5 as five stars filled to a tenth: the filled row is cut to the average's share
 * of the width. MUI's Rating drew ten clipped parts per star at that precision (some 200 styled
 * elements per rating); a search page shows 24 ratings, so they were most of what it hydrated.
 * Inline styles, not sx: nothing here depends on the theme, and no styles need serializing per card.
 */
function StarMeter({ average, size }: { average: number; size: 'small' | 'medium' }) {
  const filled = Math.min(5, Math.max(0, Math.round(average * 10) / 10));
  return (
    <span
      aria-hidden
      style={{ position: 'relative', display: 'inline-block', flexShrink: 0, fontSize: STAR_SIZE[size], lineHeight: 0 }}
    >
      <span style={{ display: 'block', color: EMPTY_STAR, opacity: 0.3 }}>{FIVE_STARS}</span>
      <span
        data-testid="stars-filled"
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          bottom: 0,
          width: `${filled * 20}%`,
          overflow: 'hidden',
          color: FILLED_STAR,
        }}
      >
        {FIVE_STARS}
      </span>
    </span>
  );
}

/**
 * An average rating as stars with its figure and count. One image to assistive
 * technology ("4.5 out of 5, 12 reviews"), not five; nothing but "No reviews yet" when there is none.
 * Plain elements in MUI's body2 (rating-summary.css): a search page shows 24 of these, and as
 * Stack and Typography each was three styles to resolve and serialize per card.
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
  if (average === null || count === 0) {
    return <p className="rating-text rating-muted">{emptyText ?? i18n.t('No reviews yet')}</p>;
  }
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }} role="img" aria-label={ratingLabel(average, count)}>
      <StarMeter average={average} size={size} />
      <p className="rating-text rating-average" aria-hidden>
        {formatRating(average)}
      </p>
      <p className="rating-text rating-muted" aria-hidden>
        ({reviewsWord(count)})
      </p>
    </div>
  );
}

// i18n-ignore: SVG path data, not words. Material's Star and StarBorder.
const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER_PATH =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';

/**
 * A whole-star rating (a review's 1 to 5) as MUI's small read-only Rating drew it: that many filled
 * stars, then outlined ones; one image named by `label` to assistive technology.
 */
export function RatingStars({ value, label }: { value: number; label: string }) {
  return (
    <span className="rating-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          className={star <= value ? undefined : 'rating-star-empty'}
          viewBox="0 0 24 24"
          focusable="false"
          aria-hidden="true"
        >
          <path d={star <= value ? STAR_PATH : STAR_BORDER_PATH} />
        </svg>
      ))}
    </span>
  );
}
