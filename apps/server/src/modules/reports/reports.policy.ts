import { reportMessages } from '@rentease/contract';
import type { PropertyRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';
import { assertCanSeeListing } from '../properties/properties.service.js';

/**
 * Any signed-in user may report a listing they can see, except its own landlord (who would only
 * be reporting themselves). A hidden listing is already dealt with: to everyone else it is a 404.
 */
export function assertCanReport(user: AuthUser, property: Pick<PropertyRow, 'ownerId' | 'hiddenAt' | 'pausedAt'>): void {
  if (property.ownerId === user.id) throw AppError.forbidden(reportMessages.ownListing);
  assertCanSeeListing(user.role === 'admin' ? null : user, property);
}
