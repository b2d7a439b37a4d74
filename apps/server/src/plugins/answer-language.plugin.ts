import {
  adminLoginOrChallengeResponse,
  adminLoginResponse,
  changeEmailResponse,
  loginOrChallengeResponse,
  loginResponse,
  messageResponse,
  paymentStatusResponse,
  revokeOtherSessionsResponse,
  signAgreementResponse,
  twoStepVerifyResponse,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage, translateApiMessage } from '../lib/i18n.js';

/**
 * Answers whose `message` is a text of the server ("Review removed.", "Login successful!"), never
 * one a person wrote: only these are told again, so a chat message or a contact form's text that
 * happens to read like a catalogue key is never changed.
 */
const ANSWERS_WITH_A_SERVER_MESSAGE = new Set<unknown>([
  messageResponse,
  loginResponse,
  adminLoginResponse,
  loginOrChallengeResponse,
  adminLoginOrChallengeResponse,
  twoStepVerifyResponse,
  changeEmailResponse,
  revokeOtherSessionsResponse,
  signAgreementResponse,
  paymentStatusResponse,
]);

const hasMessage = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' && payload !== null && 'message' in payload && typeof payload.message === 'string';

/**
 * A successful answer's message is told in the caller's language, as the error handler does for
 * errors. The hook goes only on the routes that answer with such a message, so every other
 * answer (search, listings) pays nothing for it.
 */
export function registerAnswerLanguage(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const responses = route.schema?.response;
    if (typeof responses !== 'object' || responses === null) return;
    const withMessage = new Set(
      Object.entries(responses)
        .filter(([, schema]) => ANSWERS_WITH_A_SERVER_MESSAGE.has(schema))
        .map(([status]) => Number(status)),
    );
    if (withMessage.size === 0) return;
    const existing = route.preSerialization;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preSerialization = [
      ...hooks,
      async (request, reply, payload) => {
        if (!withMessage.has(reply.statusCode) || !hasMessage(payload)) return payload;
        const language = requestLanguage(request);
        reply.header('content-language', language);
        return { ...payload, message: translateApiMessage(payload.message, language) };
      },
    ];
  });
}
