/**
 * Why a session ended, which every page of the web app may have to say (its entry imports these).
 * A module of their own: imported from messages.ts, they would bring every catalogue there into
 * the first script of every page.
 */
export const sessionEndMessages = {
  accountBlocked: 'Your account has been blocked. Please contact support.',
  sessionExpired: 'Your session has expired. Please log in again.',
};
