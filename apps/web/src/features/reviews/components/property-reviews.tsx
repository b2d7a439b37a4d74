import '../../../components/plain-divider.css';
import '../../../components/typography.css';
import './property-reviews.css';
import type { Property, ReviewItem } from '@rentease/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainAlert, PlainSpinner } from '../../../components/plain-feedback';
import { RatingStars, RatingSummary } from '../../../components/rating-summary';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { usePropertyReviews } from '../api/get-property-reviews';

// The landlord's reply form and the admin's removal are MUI's and only for them: loaded when opened.
const ReplyForm = lazy(async () => ({ default: (await import('./review-moderation')).ReplyForm }));
const RemoveReviewDialog = lazy(async () => ({ default: (await import('./review-moderation')).RemoveReviewDialog }));

function ReviewEntry({ review, canReply, canRemove }: { review: ReviewItem; canReply: boolean; canRemove: boolean }) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const [removing, setRemoving] = useState(false);
  const removeMounted = useOpenedOnce(removing);
  const nameId = useId();
  return (
    <li aria-labelledby={nameId} className="review-entry">
      <div className="review-entry-head">
        <RatingStars value={review.rating} label={t('Rated {{rating}} out of 5', { rating: review.rating })} />
        <p id={nameId} className="review-author">
          {review.author_first_name}
        </p>
        <p className="review-date type-body2 type-secondary">{formatDate(review.created_at)}</p>
      </div>
      {review.comment && <p className="review-comment">{review.comment}</p>}
      {review.reply && (
        <div className="review-reply">
          <p className="review-reply-title type-body2">{t('Reply from the landlord')}</p>
          <p className="review-reply-text type-body2">{review.reply}</p>
        </div>
      )}
      <div className="review-actions">
        {canReply && !review.reply && !replying && (
          <button
            type="button"
            className="site-button site-button-text site-button-small"
            onClick={() => setReplying(true)}
            aria-describedby={nameId}
          >
            {t('Reply')}
          </button>
        )}
        {canRemove && (
          <button
            type="button"
            className="site-button site-button-error site-button-small"
            onClick={() => setRemoving(true)}
            aria-describedby={nameId}
          >
            {t('Remove review')}
          </button>
        )}
      </div>
      <Suspense fallback={null}>
        {replying && <ReplyForm review={review} onDone={() => setReplying(false)} />}
        {removeMounted && <RemoveReviewDialog review={review} open={removing} onClose={() => setRemoving(false)} />}
      </Suspense>
    </li>
  );
}

/**
 * A listing's reviews, on its page and in the detail dialogs: the average, the published tenant
 * reviews newest first with the landlord's replies, 'Show more' for the next page. The listing's
 * landlord may answer (`canReply`); the admin may remove a review that breaks the rules
 * (`canRemove`). Plain elements (property-reviews.css): a visitor's listing page loads no UI kit.
 */
export function PropertyReviews({
  property,
  canReply = false,
  canRemove = false,
}: {
  property: Property;
  canReply?: boolean;
  canRemove?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const reviews = usePropertyReviews(property.id);
  const first = reviews.data?.pages[0]?.body;
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={headingId} className="property-reviews">
      <hr className="plain-divider property-reviews-rule" />
      <div className="property-reviews-head">
        <h3 id={headingId} className="property-reviews-title type-h5">
          {t('Reviews')}
        </h3>
        {first && <RatingSummary average={first.average} count={first.count} />}
      </div>
      {reviews.isPending && <PlainSpinner size={24} label={t('Loading reviews')} />}
      {reviews.isError && (
        <PlainAlert
          severity="error"
          action={
            <button type="button" className="site-button site-button-small" onClick={() => void reviews.refetch()}>
              {t('Retry')}
            </button>
          }
        >
          {errorMessageOf(reviews.error, t('Could not load reviews.'))}
        </PlainAlert>
      )}
      {first && items.length === 0 && (
        <p className="property-reviews-empty type-secondary">
          {t('No reviews yet. Tenants review a home after they have moved in.')}
        </p>
      )}
      {items.length > 0 && (
        <ul aria-label={t('Reviews')} className="property-reviews-list">
          {items.map((review) => (
            <ReviewEntry key={review.id} review={review} canReply={canReply} canRemove={canRemove} />
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <button
          type="button"
          className="site-button site-button-text"
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
        >
          {reviews.isFetchingNextPage ? t('Loading...') : t('Show more reviews')}
        </button>
      )}
    </section>
  );
}
