/** Query keys of the visits feature; booking or cancelling a visit invalidates `all`. */
export const visitKeys = {
  all: ['visits'] as const,
  list: () => ['visits', 'list'] as const,
  slots: (propertyId: string, from: string, to: string) => ['visits', 'slots', propertyId, from, to] as const,
  hours: (propertyId: string) => ['visits', 'hours', propertyId] as const,
};
