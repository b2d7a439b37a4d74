import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../lib/errors.js';

const NOT_ALLOWED = 'Contains a character that is not allowed.';

/** The dotted path of the first string holding U+0000 in a parsed body, query or params; undefined when none. */
export function findNulCharacter(value: unknown, root: string): string | undefined {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return next.path;
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, child] of Object.entries(next.value)) {
        const path = `${next.path}.${key}`;
        if (key.includes('\u0000')) return next.path;
        pending.push({ value: child, path });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: a string with one would fail in the database as a 500 after
 * validation passed. No field of ours has a use for it, so every route refuses it up front with a
 * 400 naming the field. Added after the access check, so a caller without access still gets 401/403.
 */
export function rejectNulCharacters(app: FastifyInstance) {
  const check: preValidationHookHandler = async (request) => {
    const field =
      findNulCharacter(request.params, 'params') ??
      findNulCharacter(request.query, 'query') ??
      findNulCharacter(request.body, 'body');
    if (!field) return;
    const name = field.replace(/^(params|query|body)\.?/, '') || field;
    throw AppError.badRequest(NOT_ALLOWED, { [name]: NOT_ALLOWED });
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    const existing = route.preValidation;
    route.preValidation = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), check];
  });
}
