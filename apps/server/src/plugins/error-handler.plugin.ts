import type { ApiErrorBody, ErrorCode } from '@rentease/contract';
import { messages, validationMessages } from '@rentease/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { requestLanguage, translateApiMessage } from '../lib/i18n.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Summary shown in `error` when the body fails validation (field messages go in details). */
    invalidInputMessage?: string;
  }
}

const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string; status: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: messages.invalidJson, status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: messages.invalidJson, status: 400 },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: messages.payloadTooLarge, status: 413 },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: messages.payloadTooLarge, status: 413 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported here.',
    status: 415,
  },
};

/** The code for a client error that carries only a status (from a plugin or the framework). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Errors the router raises before any route runs (Fastify's `frameworkErrors` option). */
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'This address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'This address is too long.' },
};

/**
 * Every error leaves through here, told in the caller's language (`Accept-Language`): the message
 * and each field's message. The `code` and the field names stay the same in every language.
 */
function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  const language = requestLanguage(reply.request);
  const told: ApiErrorBody = { ...body, error: translateApiMessage(body.error, language) };
  if (body.details) {
    told.details = Object.fromEntries(
      Object.entries(body.details).map(([field, message]) => [field, translateApiMessage(message, language)]),
    );
  }
  return reply.status(status).header('content-language', language).type('application/json; charset=utf-8').send(told);
}

function validationBody(error: FastifyError, request: FastifyRequest): ApiErrorBody {
  const details: Record<string, string> = {};
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : [];
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    const isRootTypeError = field === error.validationContext || field === 'body';
    details[field] ??= isRootTypeError ? validationMessages.object : (issue.message ?? validationMessages.invalid);
  }
  const first = Object.values(details)[0];
  return {
    error: request.routeOptions.config.invalidInputMessage ?? first ?? validationMessages.request,
    code: 'VALIDATION_ERROR',
    details,
  };
}

/**
 * The one error handler: every failure leaves as `{ error, code, details? }`. Anything that is not
 * a known client error is logged and answered with a generic 500 that leaks no internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.status, {
        error: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, validationBody(error, request));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, known.status, { error: known.message, code: known.code });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, { error: error.message, code: CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR' });
    }
    // The stack goes to the log under the request id; the client gets only the id to quote.
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { error: messages.internalError, code: 'INTERNAL_ERROR', requestId: request.id });
  });
}

/**
 * Fastify's `frameworkErrors` option: a malformed or over-long address is answered in the same
 * JSON shape as every other error, instead of the framework's own.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = error.code ? ROUTER_ERRORS[error.code] : undefined;
  if (!known) {
    request.log.error({ err: error }, 'unhandled framework error');
    return send(reply, 500, { error: messages.internalError, code: 'INTERNAL_ERROR', requestId: request.id });
  }
  return send(reply, known.status, { error: known.message, code: 'VALIDATION_ERROR' });
}
