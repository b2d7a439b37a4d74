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
