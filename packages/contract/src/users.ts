import { LANGUAGES } from '@rentease/i18n';
import { z } from 'zod';
import { ACCOUNT_ROLES, PASSWORD_MAX_LENGTH, PROFILE_PHONE_PATTERN, PROPERTY_TYPES } from './constants.js';
import { emailField, requiredText } from './fields.js';
import { accountMessages, messages } from './messages.js';
import { profilePanField } from './papers.js';

const accountRole = z.enum(ACCOUNT_ROLES, { error: messages.roleInvalid });

/** The language a person reads the app and their emails in ('en' | 'hi'). */
export const languageField = z.enum(LANGUAGES, { error: accountMessages.languageInvalid });

/** GET /api/user/profile?email&role: the signed-in user's own profile (the admin may read any). */
export const profileQuery = z.object({
  email: z.string().trim().toLowerCase().optional(),
  role: accountRole.optional(),
});

export const profileResponse = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  /** A landlord's PAN, printed on their rent receipts ('' when not given); landlords only. */
  pan: z.string().optional(),
  /** Whether the address is verified (until then only account emails go to it). */
  email_verified: z.boolean(),
  /** A new address waiting for its link to be opened ('' when none); the old one applies until then. */
  pending_email: z.string(),
  /** The language the person reads: the app and their emails are in it. */
  language: languageField,
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/** Profile phone: optional; when given, 8 to 15 characters of digits, plus signs or spaces. */
export const profilePhoneField = z
  .string()
  .trim()
  .refine((phone) => phone === '' || PROFILE_PHONE_PATTERN.test(phone), accountMessages.phoneInvalid)
  .optional()
  .transform((phone) => phone ?? '');

/** PUT /api/user/profile. The email is read-only: it only names the account. */
export const updateProfileBody = z.object({
  email: emailField,
  firstName: requiredText(messages.firstNameRequired),
  lastName: requiredText(messages.lastNameRequired),
  phone: profilePhoneField,
  /** Landlords only; left out, the stored PAN stays; '' clears it. */
  pan: profilePanField,
  /** Left out, the stored language stays (older clients send none). */
  language: languageField.optional(),
  role: accountRole,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
export type UpdateProfileInput = z.input<typeof updateProfileBody>;

/**
 * PUT /api/me/language: only the language the signed-in person reads, for every role (the admin
 * has no profile form), so a switch in the app need not send the rest of a profile.
 */
export const languageBody = z.object({ language: languageField });
export type LanguageBody = z.infer<typeof languageBody>;

/** PUT /api/user/password. */
export const changePasswordBody = z.object({
  email: emailField,
  currentPassword: z.string({ error: accountMessages.currentPasswordRequired }).min(1, accountMessages.currentPasswordRequired),
  newPassword: z
    .string({ error: accountMessages.newPasswordRequired })
    .min(1, accountMessages.newPasswordRequired)
    .min(4, messages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, messages.tooLong),
  role: accountRole,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * The password-change form: the request plus 'Confirm New Password', which must repeat the new
 * password. Only checked once the new password itself holds, so one message is said at a time.
 */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (confirmPassword === newPassword) return;
    if (!changePasswordBody.shape.newPassword.safeParse(newPassword).success) return;
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: accountMessages.passwordsDoNotMatch });
  });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

/** The password changed: every other session is signed out, this one continues with a new token. */
export const changePasswordResponse = z.object({ message: z.string(), token: z.string() });

/** DELETE /api/user/account. */
export const deleteAccountBody = z.object({ email: emailField, role: accountRole });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** A person as the admin lists them. */
export const adminUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  blocked: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** GET /api/user/tenants, /api/user/landlords: additive search and keyset paging. */
export const userListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: z.string().max(200).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

/** PATCH /api/user/block: the state to set (the client sends the opposite of the current one). */
export const blockUserBody = z.object({ email: emailField, role: accountRole, blocked: z.boolean() });
export type BlockUserBody = z.infer<typeof blockUserBody>;

export const userStats = z.object({ landlords: z.number(), tenants: z.number() });
export type UserStats = z.infer<typeof userStats>;

export const propertyStats = z.object({
  total: z.number(),
  types: z.object(
    Object.fromEntries(PROPERTY_TYPES.map((type) => [type, z.number()])) as Record<(typeof PROPERTY_TYPES)[number], z.ZodNumber>,
  ),
});
export type PropertyStats = z.infer<typeof propertyStats>;

/** An entry of the admin's audit log. */
export const auditEntry = z.object({
  id: z.string(),
  action: z.string(),
  summary: z.string(),
  actor_name: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/admin/overview: the dashboard's figures beyond the spec's two stats calls. */
export const adminOverview = z.object({
  bookings: z.number(),
  /** Rupees taken for confirmed stays, all time. */
  revenue: z.number(),
  /** The last 12 months (YYYY-MM, India time), oldest first: rupees kept (refunds taken off). */
  monthlyRevenue: z.array(z.object({ month: z.string(), total: z.number() })),
  /** The same months: stays booked (first payments taken), by the month they were paid. */
  monthlyBookings: z.array(z.object({ month: z.string(), total: z.number() })),
  /** The same months: rupees refunded, by the month the refund went through. */
  monthlyRefunds: z.array(z.object({ month: z.string(), total: z.number() })),
  /** The same months: tenants and landlords who signed up. */
  monthlyNewUsers: z.array(z.object({ month: z.string(), total: z.number() })),
  /** Monthly stays' rent: rupees collected month by month after checkout, and the months late now. */
  rent: z.object({ collected: z.number(), lateMonths: z.number(), lateAmount: z.number() }),
  recentActivity: z.array(auditEntry),
  /** What waits for the admin now: the dashboard leads with these. */
  attention: z.object({
    openReports: z.number(),
    /** When the longest-waiting open report came in (ISO), or null with none open. */
    oldestOpenReportAt: z.string().nullable(),
    /** Cancelled stays whose refund the card network has not yet confirmed. */
    refundsPending: z.number(),
    unreadMessages: z.number(),
  }),
});
export type AdminOverview = z.infer<typeof adminOverview>;

/** PATCH /api/notification/{id}. */
export const contactReadBody = z.object({ is_read: z.boolean({ error: 'is_read must be true or false' }) });
