/*
 * The account emails' texts in a module of their own, without zod: the areas' banner ('Please
 * verify your email address') shows them on every page, and a module with schemas brings zod along.
 */

/** What the account email pages and routes say. */
export const accountEmailMessages = {
  forgotPasswordSent:
    'If an account with that email exists, we have sent it a link to reset the password. The link works for 1 hour.',
  passwordReset: 'Your password has been changed. Please log in with your new password.',
  resetLinkInvalid: 'This password reset link is not valid or has already been used. Please ask for a new one.',
  resetLinkExpired: 'This password reset link has expired. Please ask for a new one.',
  verifyLinkInvalid: 'This verification link is not valid or has already been used.',
  verifyLinkExpired: 'This verification link has expired. Please ask for a new one.',
  emailVerified: 'Your email address is verified.',
  emailChanged: 'Your email address has been changed and verified.',
  verificationSent: 'We have sent you a new verification link. It works for 24 hours.',
  alreadyVerified: 'Your email address is already verified.',
  sameEmail: 'This is already your email address.',
  emailNotVerified: 'Please verify your email address first: open the link we emailed you, or ask for a new one.',
  tokenRequired: 'The link is incomplete. Please open the link from the email again.',
  banner: 'Please verify your email address: we sent you a link when you registered.',
  resendFailed: 'Could not send a new link. Please try again.',
  requestFailed: 'Could not send the link. Please try again.',
  resetFailed: 'Could not change your password. Please try again.',
} as const;
