import { visitMessages } from '@rentease/contract';
import type { PropertyRow, VisitRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

/** The listing's landlord sets its visit hours; the admin may too. */
export function assertCanSetVisitHours(user: AuthUser, property: Pick<PropertyRow, 'ownerId'>): void {
  if (user.role === 'admin') return;
  if (user.role === 'landlord' && property.ownerId === user.id) return;
  throw AppError.forbidden(visitMessages.notYourProperty);
}

/** Only a tenant books visits (landlords and the admin show homes, they do not visit them). */
export function assertCanBookVisit(user: AuthUser): void {
  if (user.role !== 'tenant') throw AppError.forbidden(visitMessages.onlyTenants);
}

/** Whether `user` is one of the visit's two people. */
export const isVisitParty = (user: AuthUser, visit: Pick<VisitRow, 'tenantId' | 'landlordId'>) =>
  user.id === visit.tenantId || user.id === visit.landlordId;

/**
 * Either side of a visit may cancel it, and the admin; to anyone else it does not exist (404, so
 * that visit ids cannot be probed).
 */
export function assertCanCancelVisit(user: AuthUser, visit: Pick<VisitRow, 'tenantId' | 'landlordId'>): void {
  if (user.role === 'admin' || isVisitParty(user, visit)) return;
  throw AppError.notFound(visitMessages.notFound);
}

/** A visit's calendar file names both people: only they get it. */
export function assertCanDownloadVisitCalendar(user: AuthUser, visit: Pick<VisitRow, 'tenantId' | 'landlordId'>): void {
  if (!isVisitParty(user, visit)) throw AppError.notFound(visitMessages.notFound);
}
