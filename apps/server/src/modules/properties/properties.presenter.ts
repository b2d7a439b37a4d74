import type { Property } from '@rentease/contract';
import type { ImageStorage } from '../../lib/storage.js';
import { toAvailability } from '../bookings/availability.js';
import type { PropertyView } from './properties.service.js';

/**
 * Row → the listing shape of the contract: rupees, snake_case, image URLs, availability. The exact
 * pin only when the caller says the viewer may have it (canSeeExactPosition in properties.policy.ts).
 */
export function toProperty(
  view: PropertyView,
  storage: ImageStorage,
  today: string,
  options: { exactPosition?: boolean } = {},
): Property {
  const availability = toAvailability(view.latestConfirmedEnd, today, view);
  return {
    property_id: view.id,
    id: view.id,
    title: view.title,
    description: view.description,
    city: view.city,
    address: view.address,
    location: view.location,
    price: view.pricePaise / 100,
    bedrooms: view.bedrooms,
    bathrooms: view.bathrooms,
    area: view.areaSqft,
    property_type: view.propertyType,
    images: view.imageKeys.map(([, full]) => storage.publicUrl(full)),
    thumbnails: view.imageKeys.map(([card]) => storage.publicUrl(card)),
    is_booked: availability.isBooked,
    available_date: availability.availableDate,
    available_from: view.availableFrom,
    move_in_window_days: view.moveInWindowDays,
    booking_mode: view.bookingMode,
    deposit: view.depositPaise / 100,
    house_rules: view.houseRules ?? '',
    paused: view.pausedAt !== null,
    user_id: view.ownerId,
    created_at: view.createdAt.toISOString(),
    rating_average: view.ratingAverage,
    rating_count: view.ratingCount,
    owner_verified: view.ownerVerified,
    pincode: view.pincode,
    approximate_position:
      view.approxLat !== null && view.approxLng !== null ? { lat: view.approxLat, lng: view.approxLng } : null,
    ...(options.exactPosition && view.lat !== null && view.lng !== null
      ? { exact_position: { lat: view.lat, lng: view.lng } }
      : {}),
    ...(view.distanceKm !== undefined && view.distanceKm !== null ? { distance_km: view.distanceKm } : {}),
    // Only the landlord and the admin ever receive a hidden listing (assertCanSeeListing).
    ...(view.hiddenAt ? { hidden_at: view.hiddenAt.toISOString(), hidden_reason: view.hiddenReason ?? '' } : {}),
  };
}
