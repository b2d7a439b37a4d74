import { z } from 'zod';
import {
  ACCOUNT_ROLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  ROLES,
} from './constants.js';
import { emailField, requiredText } from './fields.js';
import { messages } from './messages.js';
import { languageField } from './users.js';

export const roleSchema = z.enum(ROLES);
export const accountRoleSchema = z.enum(ACCOUNT_ROLES, { error: messages.roleInvalid });

/** Passwords are never trimmed: every character counts. */
const passwordField = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, messages.tooLong);

/** POST /api/auth/register (names non-empty, email, password ≥ 4, phone ≥ 8). */
export const registerBody = z.object({
  firstName: requiredText(messages.firstNameRequired),
  lastName: requiredText(messages.lastNameRequired),
  email: emailField,
  password: passwordField.min(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
  phone: z
    .string({ error: messages.phoneTooShort })
    .trim()
    .min(PHONE_MIN_LENGTH, messages.phoneTooShort)
    .max(PHONE_MAX_LENGTH, messages.tooLong),
  role: accountRoleSchema,
  /** The language to write to the person in; left out, the request's Accept-Language decides. */
  language: languageField.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;
export type RegisterInput = z.input<typeof registerBody>;

/** POST /api/auth/login. */
export const loginBody = z.object({
  email: emailField,
  password: passwordField,
  role: accountRoleSchema,
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  message: z.string(),
  token: z.string(),
  id: z.string(),
  role: roleSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Known at sign-in so the app can say 'verify your email' on its first paint, not after a call. */
  email_verified: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/auth/login-admin. */
export const adminLoginBody = z.object({
  email: emailField,
  password: passwordField,
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const adminLoginResponse = z.object({
  message: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal('admin'),
  token: z.string(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

/** GET /api/auth/me — who the bearer token belongs to. */
export const currentUserResponse = z.object({
  id: z.string(),
  role: roleSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Whether the person proved the address is theirs (until then only account emails go to it). */
  email_verified: z.boolean(),
  /** The language the person reads: the app and their emails are in it. */
  language: languageField,
});
export type CurrentUserResponse = z.infer<typeof currentUserResponse>;
