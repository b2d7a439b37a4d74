import { type ReviewSide, reviewMessages } from '@rentease/contract';
import type { BookingRow, ReviewRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

/** Which side of the stay `user` reviews: its tenant the stay, its landlord the tenant; anyone else (the admin too) 403. */
export function reviewSideOf(user: AuthUser, booking: Pick<BookingRow, 'tenantId' | 'landlordId'>): ReviewSide {
  if (user.role === 'tenant' && user.id === booking.tenantId) return 'tenant';
  if (user.role === 'landlord' && user.id === booking.landlordId) return 'landlord';
  throw AppError.forbidden(reviewMessages.notYourStay);
}

/**
 * Double-blind: before publication only the author and the admin may see a review; a removed one
 * only the admin. Everyone else is told there is no such review (404), not that it exists.
 */
export function assertCanSeeReview(user: AuthUser | undefined, review: ReviewRow, published: boolean): void {
  if (user?.role === 'admin') return;
  if (review.removedAt === null && (published || user?.id === review.authorId)) return;
  throw AppError.notFound(reviewMessages.reviewNotFound);
}

/**
 * Only the reviewed listing's landlord answers (a tenant review's subject is that landlord: owners
 * never change), and only a review everyone can already read — before that, it does not exist for
 * them (404), as for everyone but its author.
 */
export function assertCanReply(user: AuthUser, review: ReviewRow, published: boolean): void {
  if (!published) throw AppError.notFound(reviewMessages.reviewNotFound);
  if (review.side !== 'tenant' || user.role !== 'landlord' || user.id !== review.subjectId) {
    throw AppError.forbidden(reviewMessages.notYourListing);
  }
}

/**
 * What landlords wrote about a tenant: the tenant themself, the admin, and a landlord who knows
 * them (a booking or a conversation) — someone deciding whether to rent to them.
 */
export function assertCanReadTenantReviews(user: AuthUser, tenantId: string, landlordKnowsTenant: boolean): void {
  if (user.role === 'admin' || user.id === tenantId) return;
  if (user.role === 'landlord' && landlordKnowsTenant) return;
  throw AppError.forbidden(reviewMessages.notYourTenant);
}
