import type { Visit, VisitSummary } from '@rentease/contract';
import type { VisitRow } from '../../db/schema/index.js';
import { fullName } from '../../lib/names.js';
import type { VisitDetails } from './visits.service.js';

/** A visit as booked or cancelled. */
export function toVisit(row: VisitRow): Visit {
  return {
    id: row.id,
    property_id: row.propertyId,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    status: row.status,
  };
}

function cancelledBy(row: VisitRow): VisitSummary['cancelled_by'] {
  if (row.status !== 'cancelled') return null;
  if (row.cancelledById === row.tenantId) return 'tenant';
  if (row.cancelledById === row.landlordId) return 'landlord';
  return 'admin';
}

/** A visit in a list, with the listing and both people (each side needs the other's name and phone). */
export function toVisitSummary(details: VisitDetails, now: Date): VisitSummary {
  const row = details.visit;
  const confirmed = row.status === 'confirmed';
  return {
    ...toVisit(row),
    title: details.title,
    address: details.address,
    city: details.city,
    tenant_name: fullName(details.tenant.firstName, details.tenant.lastName),
    tenant_phone: details.tenant.phone,
    landlord_name: fullName(details.landlord.firstName, details.landlord.lastName),
    landlord_phone: details.landlord.phone,
    cancelled_by: cancelledBy(row),
    cancel_reason: row.cancelReason,
    is_upcoming: confirmed && row.endsAt > now,
    can_cancel: confirmed && row.startsAt > now,
  };
}
