import { z } from 'zod';
import { adminLoginResponse, loginResponse } from './auth.js';
import { PASSWORD_MAX_LENGTH } from './constants.js';
import { messages } from './messages.js';

/** Texts of two-step sign-in. */
export const twoStepMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  challengeExpired: 'Your sign-in took too long. Please log in again.',
  alreadyOn: 'Two-step sign-in is already on.',
  notSetUp: 'Start again: scan a new QR code first.',
  notOn: 'Two-step sign-in is not on.',
  turnedOn: 'Two-step sign-in is on.',
  turnedOff: 'Two-step sign-in is off.',
  newRecoveryCodes: 'Here are your new recovery codes. The old ones no longer work.',
  adminKeepsIt: 'Two-step sign-in stays on for the admin account once it is on.',
  passwordWrong: 'Current password is incorrect',
  secretUnreadable:
    'Two-step sign-in cannot be checked right now because of a problem on our side. Please try again later or contact RentEase support.',
} as const;

/** A TOTP code has 6 digits and changes every 30 seconds (RFC 6238 defaults, as authenticator apps expect). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How long the second step of a login may take. */
export const TWO_STEP_CHALLENGE_MINUTES = 5;

/** A code from the app, or one of the recovery codes (spaces and dashes are ignored). */
export const twoStepCode = z
  .string({ error: twoStepMessages.codeRequired })
  .trim()
  .min(1, twoStepMessages.codeRequired)
  .max(32, twoStepMessages.codeWrong);

const currentPassword = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, messages.tooLong);

/** Login answer when two-step sign-in is on: no token yet, a short-lived challenge for the second step. */
export const twoStepChallengeResponse = z.object({
  mfa_required: z.literal(true),
  challenge: z.string(),
});
export type TwoStepChallengeResponse = z.infer<typeof twoStepChallengeResponse>;

/** POST /api/auth/login: the usual answer, or the challenge of the second step. */
export const loginOrChallengeResponse = z.union([loginResponse, twoStepChallengeResponse]);
export const adminLoginOrChallengeResponse = z.union([adminLoginResponse, twoStepChallengeResponse]);

/** POST /api/auth/login/verify. */
export const twoStepVerifyBody = z.object({ challenge: z.string().min(1).max(4096), code: twoStepCode });
export type TwoStepVerifyBody = z.infer<typeof twoStepVerifyBody>;
export const twoStepVerifyResponse = z.union([loginResponse, adminLoginResponse]);

/** GET /api/me/two-step. */
export const twoStepStatus = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatus>;

/** POST /api/me/two-step/setup: the password again, since this changes how the account signs in. */
export const twoStepSetupBody = z.object({ password: currentPassword });
export type TwoStepSetupBody = z.infer<typeof twoStepSetupBody>;
export const twoStepSetupResponse = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The QR code of otpauth_url as an SVG data URL. */
  qr_code: z.string(),
});
export type TwoStepSetupResponse = z.infer<typeof twoStepSetupResponse>;

/** POST /api/me/two-step/enable: a first code proves the app has the secret. */
export const twoStepEnableBody = z.object({ code: twoStepCode });
export type TwoStepEnableBody = z.infer<typeof twoStepEnableBody>;
export const twoStepEnableResponse = z.object({
  message: z.string(),
  /** Shown once; only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});
export type TwoStepEnableResponse = z.infer<typeof twoStepEnableResponse>;

/** POST /api/me/two-step/recovery-codes: a new set for the old, with the password and a code. */
export const twoStepRecoveryCodesBody = z.object({ password: currentPassword, code: twoStepCode });
export type TwoStepRecoveryCodesBody = z.infer<typeof twoStepRecoveryCodesBody>;

/** POST /api/me/two-step/disable: the password and a code. */
export const twoStepDisableBody = z.object({ password: currentPassword, code: twoStepCode });
export type TwoStepDisableBody = z.infer<typeof twoStepDisableBody>;
