import { z } from 'zod';

/** How much of a place's name the 'near a place' box sends: enough to narrow it, no essay. */
export const GAZETTEER_QUERY_MIN = 2;
export const GAZETTEER_QUERY_MAX = 60;

/** At most this many places answer one query: a short list under the search box. */
export const GAZETTEER_LIMIT = 8;

export const GAZETTEER_QUERY_MESSAGE = "Type 2 to 60 characters of the place's name.";

/** `GET /api/places?q=`: the start of a locality's name (or of a word in it), any case, accents ignored. */
export const gazetteerQuery = z.object({
  q: z
    .string({ error: GAZETTEER_QUERY_MESSAGE })
    .trim()
    .min(GAZETTEER_QUERY_MIN, GAZETTEER_QUERY_MESSAGE)
    .max(GAZETTEER_QUERY_MAX, GAZETTEER_QUERY_MESSAGE),
});
export type GazetteerQuery = z.infer<typeof gazetteerQuery>;

/**
 * A locality from the offline post-office gazetteer: its name, district and state in title case,
 * its PIN code and where its post office is (WGS 84 degrees).
 */
export const gazetteerPlace = z.object({
  name: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type GazetteerPlace = z.infer<typeof gazetteerPlace>;

/** The answer: the places the text most likely means, best first (a city's post offices before villages'). */
export const gazetteerAnswer = z.array(gazetteerPlace);
