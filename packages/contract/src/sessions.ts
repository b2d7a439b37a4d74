import { z } from 'zod';

/** Texts of the signed-in devices list and of logging out. */
export const sessionMessages = {
  ended: 'Signed out of that device.',
  othersEnded: 'Signed out everywhere else.',
  loggedOut: 'Logged out.',
  notFound: 'That sign-in has already ended.',
} as const;

/** One signed-in device, as GET /api/me/sessions lists it. */
export const signedInSession = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** Read from the user agent ('Chrome 131', 'Firefox 133'); null when it says nothing recognisable. */
  browser: z.string().nullable(),
  /** Read from the user agent ('Windows', 'Android 14', 'macOS'); null when unknown. */
  os: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session the request was made with: 'This device'. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSession>;

export const signedInSessionList = z.array(signedInSession);

export const sessionParams = z.object({ id: z.string() });

/** POST /api/me/sessions/revoke-others. */
export const revokeOtherSessionsResponse = z.object({ message: z.string(), ended: z.number().int() });
export type RevokeOtherSessionsResponse = z.infer<typeof revokeOtherSessionsResponse>;
