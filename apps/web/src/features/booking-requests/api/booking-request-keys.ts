/** Query keys of the booking-requests feature; a request change invalidates `all`. */
export const bookingRequestKeys = {
  all: ['booking-requests'] as const,
  list: () => ['booking-requests', 'list'] as const,
  profile: () => ['booking-requests', 'renter-profile'] as const,
  window: (propertyId: string) => ['booking-requests', 'window', propertyId] as const,
};
