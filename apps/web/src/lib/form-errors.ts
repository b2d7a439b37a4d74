import { ApiError } from './api-client';

/** One message per field, the first problem found for it. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** What a failed zod parse reports (structurally, so this module needs no zod). */
type ParseIssues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/**
 * A failed parse of a contract schema as field errors: the first message per top-level field, so a
 * form shows the rule that applies first (required before too long). With `fields`, problems of
 * other paths (the role, the user id) are left out.
 */
export function fieldErrorsOf<Field extends string>(error: ParseIssues, fields?: readonly Field[]): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || (fields && !(fields as readonly string[]).includes(key))) continue;
    found[key as Field] ??= issue.message;
  }
  return found;
}

/** The server's own field messages (400 `details`) for the fields a form shows. */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  if (!(error instanceof ApiError)) return found;
  for (const field of fields) {
    const message = error.details[field];
    if (message) found[field] = message;
  }
  return found;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * What to say about a failed call (spec §8): the network message when the server could not be
 * reached, else the server's own text, else the screen's fallback.
 */
export function errorMessageOf(error: unknown, fallback: string, networkMessage: string = fallback): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return networkMessage;
    return error.message || fallback;
  }
  return fallback;
}
