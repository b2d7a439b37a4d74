import { ApiError } from './api-client';

/** One message per field, the first problem found for it. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

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

/**
 * What to say about a failed call: the network message when the server could not be
 * reached, else the server's own text, else the screen's fallback.
 */
export function errorMessageOf(error: unknown, fallback: string, networkMessage: string = fallback): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return networkMessage;
    return error.message || fallback;
  }
  return fallback;
}
