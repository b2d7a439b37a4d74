import {
  type BookingRequest,
  lastNightOf,
  type RenterApplication as RenterApplicationOut,
  type RenterProfile,
} from '@rentease/contract';
import type { RenterApplication, RenterProfileRow } from '../../db/schema/index.js';
import { paiseToRupees } from '../../lib/money.js';
import { fullName } from '../../lib/names.js';
import type { ImageStorage } from '../../lib/storage.js';
import type { BookingRequestView } from './booking-requests.service.js';

function toApplicationOut(application: RenterApplication): RenterApplicationOut {
  return {
    occupants: application.occupants,
    occupation: application.occupation,
    employer: application.employer,
    monthly_income: application.monthlyIncomePaise === null ? null : paiseToRupees(application.monthlyIncomePaise),
    has_pets: application.hasPets,
    about: application.about,
  };
}

/**
 * Row → the request shape of the contract. An open request past its time reads as expired at
 * once: the expiry job only catches the table up.
 */
export function toBookingRequest(view: BookingRequestView, storage: ImageStorage, now: Date): BookingRequest {
  const isOpen = view.status === 'pending' || view.status === 'approved';
  const cover = view.imageKeys[0];
  return {
    id: view.id,
    property_id: view.propertyId,
    tenant_id: view.tenantId,
    landlord_id: view.landlordId,
    title: view.title,
    location: view.location,
    thumbnail: cover ? storage.publicUrl(cover[0]) : null,
    tenant_name: fullName(view.tenantFirstName, view.tenantLastName),
    landlord_name: fullName(view.landlordFirstName, view.landlordLastName),
    status: isOpen && view.expiresAt <= now ? 'expired' : view.status,
    move_in_date: view.moveInDate,
    duration: view.durationMonths,
    end_date: view.endDate,
    last_night: lastNightOf(view.endDate),
    amount: paiseToRupees(view.amountPaise),
    deposit: paiseToRupees(view.depositPaise),
    application: toApplicationOut(view.application),
    created_at: view.createdAt.toISOString(),
    expires_at: view.expiresAt.toISOString(),
    answered_at: view.answeredAt?.toISOString() ?? null,
    decline_reason: view.declineReason,
    booking_id: view.bookingId,
  };
}

export function toRenterProfile(row: RenterProfileRow): RenterProfile {
  return { ...toApplicationOut(row), updated_at: row.updatedAt.toISOString() };
}
