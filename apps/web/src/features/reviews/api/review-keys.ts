/** Query keys of the reviews feature; writing, answering or removing a review invalidates `all`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  property: (propertyId: string) => ['reviews', 'property', propertyId] as const,
  tenant: (tenantId: string) => ['reviews', 'tenant', tenantId] as const,
};
