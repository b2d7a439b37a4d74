import {
  type AccountRole,
  accountMessages,
  type ChangePasswordBody,
  changePasswordBody,
  type UpdateProfileBody,
  updateProfileBody,
} from '@rentease/contract';
import { type FieldErrors, fieldErrorsOf } from '../../lib/form-errors';

/** Whose account the forms change: the signed-in user's (the email only names it). */
export type AccountRef = { email: string; role: AccountRole };

export type ProfileFields = { firstName: string; lastName: string; phone: string };
export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone'] as const satisfies readonly (keyof ProfileFields)[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type PasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string };
export const PASSWORD_FIELDS = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const satisfies readonly (keyof PasswordFields)[];
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

export const EMPTY_PASSWORDS: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

type Checked<Body, Field extends string> = { ok: true; body: Body } | { ok: false; errors: FieldErrors<Field> };

/** Spec §5 Profile, by the contract's schema (the server's own rules): names required, phone optional, 8–15 of digits, '+', spaces. */
export function checkProfile(fields: ProfileFields, account: AccountRef): Checked<UpdateProfileBody, ProfileField> {
  const parsed = updateProfileBody.safeParse({ ...fields, ...account });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error, PROFILE_FIELDS) };
}

/** Spec §5 Password change: both passwords required, and the confirmation equals the new one. */
export function checkPasswordChange(fields: PasswordFields, account: AccountRef): Checked<ChangePasswordBody, PasswordField> {
  const parsed = changePasswordBody.safeParse({
    email: account.email,
    role: account.role,
    currentPassword: fields.currentPassword,
    newPassword: fields.newPassword,
  });
  const errors: FieldErrors<PasswordField> = parsed.success ? {} : fieldErrorsOf(parsed.error, PASSWORD_FIELDS);
  if (!errors.newPassword && fields.confirmPassword !== fields.newPassword) {
    errors.confirmPassword = accountMessages.passwordsDoNotMatch;
  }
  if (!parsed.success || errors.confirmPassword) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
