import { z } from 'zod';

/** An Indian PIN code: six digits, the first never 0 (India Post's zones run 1–9). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export const PINCODE_FORMAT_MESSAGE = 'Enter a 6-digit PIN code.';
export const PINCODE_UNKNOWN_MESSAGE = 'We could not find this PIN code. Check it, or place the pin on the map yourself.';

export const pincodeParams = z.object({
  pincode: z.string().trim().regex(PINCODE_PATTERN, PINCODE_FORMAT_MESSAGE),
});

/** Where a PIN code's area is (WGS 84), from the offline PIN-code dataset: where a new listing's pin starts. */
export const pincodePlace = z.object({
  pincode: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PincodePlace = z.infer<typeof pincodePlace>;
