import { randomInt } from 'node:crypto';

/**
 * Digits that make a test's city, title or name its own. Digits only: a hex tag could spell part
 * of a city someone searches for ('Testcityfdbad7' matched another test's search for 'bad', the
 * end of Hyderabad and Ahmedabad).
 */
export const uniqueTag = (): string => String(randomInt(10_000_000)).padStart(7, '0');
