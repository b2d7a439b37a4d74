/** A person's name as shown everywhere: first and last, without stray spaces when one is empty. */
export const fullName = (first: string, last: string) => `${first} ${last}`.trim();
