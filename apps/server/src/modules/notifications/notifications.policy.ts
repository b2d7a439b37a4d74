import { EMAIL_ONLY_NOTIFICATION_TYPES, type NotificationType, OPTIONAL_EMAIL_TYPES } from '@rentease/contract';

const emailOnly: readonly NotificationType[] = EMAIL_ONLY_NOTIFICATION_TYPES;
const optional: readonly NotificationType[] = OPTIONAL_EMAIL_TYPES;

/** Whether the bell shows this type: the account ones go by email only (a blocked person cannot sign in). */
export function isShownInApp(type: NotificationType): boolean {
  return !emailOnly.includes(type);
}

/**
 * Whether a person's opt-out may stop this email. The account emails always go: they are how a
 * blocked person learns why they cannot sign in.
 */
export function isEmailOptional(type: NotificationType): boolean {
  return optional.includes(type);
}
