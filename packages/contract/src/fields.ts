import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './constants.js';
import { messages } from './messages.js';

/** A required, trimmed text field with the given "required" message. */
export function requiredText(requiredMessage: string, maxLength = NAME_MAX_LENGTH) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(maxLength, messages.tooLong);
}

/** Emails are compared case-insensitively: stored and looked up trimmed and lower-cased. */
export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX_LENGTH, messages.tooLong)
  .pipe(z.email(messages.emailInvalid));

/** A form field left empty (or sent as null) is a field not given: for optional fields of forms. */
export const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A form's or a query's number: numeric text read as a number, blank as missing. */
export const numberOrMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : blankAsMissing(value);
