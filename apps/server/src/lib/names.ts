/** A person's name as shown everywhere: first and last, without stray spaces when one is empty. */
export const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * A listing's postal address for papers (agreement, receipts): the street address with its city,
 * or the listing's location line when no street address was given.
 */
export function postalAddressOf(property: { address: string; location: string; city: string }): string {
  const address = property.address.trim();
  if (!address) return property.location;
  return address.toLowerCase().includes(property.city.toLowerCase()) ? address : `${address}, ${property.city}`;
}
