import { propertyMessages } from '@rentease/contract';
import type { PropertyRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

/** Only a landlord adds listings, and only as themselves (a `userId` in the body must be theirs). */
export function assertCanAddProperty(user: AuthUser, claimedOwnerId: string | undefined): void {
  if (user.role !== 'landlord') throw AppError.forbidden(propertyMessages.onlyLandlords);
  if (claimedOwnerId !== undefined && claimedOwnerId !== '' && claimedOwnerId !== user.id) {
    throw AppError.forbidden(propertyMessages.notYourProperty);
  }
}

/** A landlord sees their own listing list; the admin sees anyone's. */
export function assertCanListOwnerProperties(user: AuthUser, ownerId: string): void {
  if (user.role === 'admin') return;
  if (user.role === 'landlord' && user.id === ownerId) return;
  throw AppError.forbidden(propertyMessages.notYourProperty);
}

/** The owner or the admin manages a listing. */
function assertIsOwnerOrAdmin(user: AuthUser, property: Pick<PropertyRow, 'ownerId'>): void {
  if (user.role === 'admin') return;
  if (user.role === 'landlord' && property.ownerId === user.id) return;
  throw AppError.forbidden(propertyMessages.notYourProperty);
}

/** The owner or the admin may delete a listing. */
export function assertCanDeleteProperty(user: AuthUser, property: PropertyRow): void {
  assertIsOwnerOrAdmin(user, property);
}

/** The owner or the admin may edit a listing (the admin, e.g., to fix what a report pointed out). */
export function assertCanEditProperty(user: AuthUser, property: PropertyRow): void {
  assertIsOwnerOrAdmin(user, property);
}

/** The owner or the admin may pause a listing and resume it. */
export function assertCanPauseProperty(user: AuthUser, property: PropertyRow): void {
  assertIsOwnerOrAdmin(user, property);
}

/** Whether everyone may see the listing: neither hidden by the admin nor paused by its landlord. */
export function isPublicListing(property: Pick<PropertyRow, 'hiddenAt' | 'pausedAt'>): boolean {
  return property.hiddenAt === null && property.pausedAt === null;
}

/**
 * A listing the admin hid or its landlord paused is seen only by its landlord and the admin; to
 * everyone else it does not exist (404, not 403: its existence is not confirmed to strangers).
 */
export function assertCanSeeListing(
  viewer: AuthUser | null,
  property: Pick<PropertyRow, 'ownerId' | 'hiddenAt' | 'pausedAt'>,
): void {
  if (isPublicListing(property)) return;
  if (viewer?.role === 'admin' || viewer?.id === property.ownerId) return;
  throw AppError.notFound(propertyMessages.propertyNotFound);
}
