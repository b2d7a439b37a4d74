/** Query keys of the bookings feature; a booking or payment change invalidates `all`. */
export const bookingKeys = {
  all: ['bookings'] as const,
  availability: (propertyId: string) => ['bookings', 'availability', propertyId] as const,
  list: (scope: BookingListScope) => ['bookings', 'list', scope] as const,
  deposit: (bookingId: string) => ['bookings', 'deposit', bookingId] as const,
  depositDisputes: () => ['bookings', 'deposit-disputes'] as const,
  agreement: (bookingId: string) => ['bookings', 'agreement', bookingId] as const,
};

/** Whose bookings a screen lists: the signed-in tenant's, landlord's, or (admin) everyone's. */
export type BookingListScope = { kind: 'tenant'; userId: string } | { kind: 'landlord'; userId: string } | { kind: 'all' };
