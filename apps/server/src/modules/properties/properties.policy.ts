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

/**
 * Whose exact pins a viewer may receive: the admin every listing's, a landlord their own
 * listings', a tenant those of listings they have a confirmed booking of (they are told the
 * address anyway), and nobody else any: everyone else gets the approximate point and the PIN code.
 */
export type ExactPositionScope =
  | { kind: 'every listing' }
  | { kind: 'own listings'; ownerId: string }
  | { kind: 'confirmed bookings'; tenantId: string }
  | { kind: 'none' };

/** The listings whose exact pin `viewer` may receive (the rule above). */
export function exactPositionScope(viewer: AuthUser | null): ExactPositionScope {
  if (viewer?.role === 'admin') return { kind: 'every listing' };
  if (viewer?.role === 'landlord') return { kind: 'own listings', ownerId: viewer.id };
  if (viewer?.role === 'tenant') return { kind: 'confirmed bookings', tenantId: viewer.id };
  return { kind: 'none' };
}

/**
 * Whether `viewer` may receive this listing's exact pin; `hasConfirmedBooking` says whether the
 * viewer has a confirmed booking of it (asked only of a tenant). The JSON answers ask the same in
 * SQL (exactPositionVisible in properties.sql.ts).
 */
export function canSeeExactPosition(
  viewer: AuthUser | null,
  property: Pick<PropertyRow, 'ownerId'>,
  hasConfirmedBooking = false,
): boolean {
  const scope = exactPositionScope(viewer);
  switch (scope.kind) {
    case 'every listing':
      return true;
    case 'own listings':
      return property.ownerId === scope.ownerId;
    case 'confirmed bookings':
      return hasConfirmedBooking;
    case 'none':
      return false;
  }
}
