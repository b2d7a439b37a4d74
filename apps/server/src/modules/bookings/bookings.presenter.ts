import { type BookingSummary, lastNightOf } from '@rentease/contract';
import { paiseToRupees } from '../../lib/money.js';
import { fullName } from '../../lib/names.js';
import type { ImageStorage } from '../../lib/storage.js';
import type { BookingView } from './bookings.service.js';
import { type BookingViewer, toCancellationFields } from './cancellation.presenter.js';

/** Row → the booking shape of the contract: rupees, snake_case, image URLs. */
export function toBookingSummary(view: BookingView, storage: ImageStorage, viewer: BookingViewer): BookingSummary {
  return {
    booking_id: view.id,
    reference: view.reference,
    property_id: view.propertyId,
    tenant_id: view.tenantId,
    landlord_id: view.landlordId,
    // Only a payment that went through has an invoice.
    payment_id: view.paymentPaidAt ? view.paymentId : null,
    title: view.title,
    location: view.location,
    images: view.imageKeys.map(([, full]) => storage.publicUrl(full)),
    thumbnails: view.imageKeys.map(([card]) => storage.publicUrl(card)),
    tenant_name: fullName(view.tenantFirstName, view.tenantLastName),
    tenant_phone: view.tenantPhone,
    move_in_date: view.moveInDate,
    duration: view.durationMonths,
    end_date: view.endDate,
    last_night: lastNightOf(view.endDate),
    status: view.status,
    amount: paiseToRupees(view.amountPaise),
    payment_plan: view.paymentPlan,
    deposit: paiseToRupees(view.depositPaise),
    landlord_name: fullName(view.landlordFirstName, view.landlordLastName),
    created_at: view.createdAt.toISOString(),
    ...toCancellationFields(view, viewer),
    my_review: view.myReviewId === null ? null : { id: view.myReviewId, rating: Number(view.myReviewRating) },
    can_review: view.canReview,
    tenant_rating_average: view.tenantRatingAverage,
    tenant_rating_count: view.tenantRatingCount,
  };
}
