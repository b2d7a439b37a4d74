/** Query keys of the rent feature; paying a month invalidates `all`. */
export const rentKeys = {
  all: ['rent'] as const,
  schedule: (bookingId: string) => ['rent', 'schedule', bookingId] as const,
  landlord: (userId: string) => ['rent', 'landlord', userId] as const,
};
