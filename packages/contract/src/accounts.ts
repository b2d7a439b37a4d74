import { z } from 'zod';
import { accountEmailMessages } from './account-email-messages.js';
import { ACCOUNT_ROLES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { emailField } from './fields.js';
import { accountMessages, messages } from './messages.js';

/**
 * What a one-time account link is for. Both are sent by email; only a SHA-256 of the token is
 * stored, so a leaked table cannot be used to take over accounts.
 */
export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_verification'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** A password reset link works for this long, once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** An email verification link works for this long, once. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

/** Two-step sign-in: how many single-use recovery codes are issued at enrolment. */
export const RECOVERY_CODE_COUNT = 10;

export { accountEmailMessages };

/** Where a change of address stands: the link went to the new address, which applies once opened. */
export function emailChangeSentMessage(email: string): string {
  return `We have sent a link to ${email}. Your email address changes when you open it.`;
}

const linkToken = z
  .string({ error: accountEmailMessages.tokenRequired })
  .trim()
  .min(1, accountEmailMessages.tokenRequired)
  .max(200, accountEmailMessages.tokenRequired);

/** POST /api/auth/forgot-password: the answer is the same whether or not the account exists. */
export const forgotPasswordBody = z.object({ email: emailField, role: z.enum(ACCOUNT_ROLES, { error: messages.roleInvalid }) });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** POST /api/auth/reset-password: the link's token and a new password under the registration rules. */
export const resetPasswordBody = z.object({
  token: linkToken,
  newPassword: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, messages.tooLong),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The new-password page: the request plus a confirmation that must repeat the new password. */
export const resetPasswordForm = resetPasswordBody.extend({ confirmPassword: z.string() }).superRefine((form, ctx) => {
  if (form.confirmPassword === form.newPassword) return;
  if (!resetPasswordBody.shape.newPassword.safeParse(form.newPassword).success) return;
  ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: accountMessages.passwordsDoNotMatch });
});
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

/** POST /api/auth/verify-email. */
export const verifyEmailBody = z.object({ token: linkToken });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/** PUT /api/user/email: a new address, confirmed by the current password; applies once verified. */
export const changeEmailBody = z.object({
  email: emailField,
  currentPassword: z
    .string({ error: accountMessages.currentPasswordRequired })
    .min(1, accountMessages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, messages.tooLong),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;
export type ChangeEmailInput = z.input<typeof changeEmailBody>;

export const changeEmailResponse = z.object({ message: z.string(), pending_email: z.string() });
