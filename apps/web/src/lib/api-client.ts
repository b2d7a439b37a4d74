import type { ApiErrorBody } from '@rentease/contract';
import createClient, {
  type ClientPathsWithMethod,
  createFinalURL,
  defaultPathSerializer,
  type MethodResponse,
  type Middleware,
  type ParamsOption,
} from 'openapi-fetch';
import type { paths } from './api-schema.gen';
import { currentLanguage, i18n, msg } from './i18n';
import { getAdminSession, getUserSession, sessionStore } from './session';

const NETWORK_ERROR = msg('Network error');

/** In the language shown; in English where no language was started (scripts, unit tests of this module). */
const networkErrorMessage = () => (i18n.isInitialized ? i18n.t(NETWORK_ERROR) : NETWORK_ERROR);

/** A failed API call: the server's message and code, or status 0 when the network failed. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

/** Which session's bearer token a request carries. */
export type ApiRequestAs = 'user' | 'admin' | 'anonymous';

/**
 * Whoever is signed in here: the tenant or landlord, else the admin. For public pages whose answer
 * depends on the reader (a hidden listing is still shown to its landlord and to the admin).
 */
export function currentReader(): ApiRequestAs {
  if (getUserSession()) return 'user';
  return getAdminSession() ? 'admin' : 'anonymous';
}

function tokenFor(as: ApiRequestAs): string | undefined {
  if (as === 'anonymous') return undefined;
  if (as === 'admin') return getAdminSession()?.token;
  return getUserSession()?.token;
}

/** The answers that mean the session itself is over, whatever the request was. */
const SESSION_REFUSALS: Record<string, 'expired' | 'blocked'> = { INVALID_TOKEN: 'expired', ACCOUNT_BLOCKED: 'blocked' };

/** The server ended the session that made the call (handled centrally: screens need not say it again). */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code in SESSION_REFUSALS;
}

/** An own-account action that replaces or ends the token (password change, account deletion) is under way. */
let tokenChange: Promise<unknown> | undefined;

/**
 * Runs an action after which the server refuses the current token (it answers a password change
 * with a new one; a deletion ends it). Refusals of the old token that arrive meanwhile (other
 * requests, the chat socket closing) wait for it, and then end the session only if that token is
 * still the stored one.
 */
export function changingToken<T>(action: () => Promise<T>): Promise<T> {
  const running = action();
  const settled = running.catch(() => undefined);
  tokenChange = settled;
  void settled.then(() => {
    if (tokenChange === settled) tokenChange = undefined;
  });
  return running;
}

/**
 * The one place a refused session is handled (spec-wide, not per screen): the server said the
 * token sent as `as` is expired, revoked or belongs to a blocked account. The session store forgets
 * that session and tells the app, which says why and goes to the right login page. Also used by
 * the calls that cannot go through the client (uploads with progress, the live socket).
 */
export async function reportRefusedSession(as: ApiRequestAs, token: string | undefined, code: string) {
  const reason = SESSION_REFUSALS[code];
  if (!token || !reason || as === 'anonymous') return;
  if (tokenChange) await tokenChange;
  sessionStore.endSession(as === 'admin' ? 'admin' : 'user', token, reason);
}

/**
 * Query strings as the server reads them: unset and empty filters are left out (an empty filter is
 * no filter). Also the form of the URLs the prerendered pages preload, so those match byte for byte.
 */
function toQueryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** The error body of a failed answer; empty when there is none or it is not JSON (a proxy's page). */
async function failureOf(response: Response): Promise<Partial<ApiErrorBody>> {
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  return (data ?? {}) as Partial<ApiErrorBody>;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * What every call does around fetch: sends the bearer token of `as`, and turns a failure into an
 * ApiError (the server's message, code and field details; status 0 when the network failed), after
 * reporting a refused session. An abort stays an AbortError, which TanStack Query knows.
 */
function sessionMiddleware(as: ApiRequestAs): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('accept', 'application/json');
      // Errors come back in the language shown, which may not be the browser's own.
      request.headers.set('accept-language', currentLanguage());
      const token = tokenFor(as);
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response }) {
      if (response.ok) return undefined;
      const failure = await failureOf(response);
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
      void reportRefusedSession(as, token, failure.code ?? '');
      // No server message (a proxy's error page, say): leave it empty so each screen shows its own
      // fallback text rather than an HTTP status phrase.
      throw new ApiError(failure.error ?? '', response.status, failure.code ?? 'HTTP_ERROR', failure.details);
    },
    onError({ error }) {
      if (isAbort(error)) return undefined;
      return new ApiError(networkErrorMessage(), 0, 'NETWORK_ERROR');
    },
  };
}

function createApiClient(as: ApiRequestAs) {
  const client = createClient<paths>({
    // Same origin. Absolute where there is a page, because a Request outside a browser cannot
    // start from a bare path; nothing is ever fetched without one.
    baseUrl: typeof location === 'undefined' ? '' : location.origin,
    querySerializer: toQueryString,
    // Looked up per call, so whatever stands in for fetch at the time (a test's stub) is used.
    fetch: (request) => fetch(request),
  });
  client.use(sessionMiddleware(as));
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

const clients: Record<ApiRequestAs, ApiClient> = {
  user: createApiClient('user'),
  admin: createApiClient('admin'),
  anonymous: createApiClient('anonymous'),
};

/**
 * The typed API client, sending the token of the session `as` (the tenant or landlord, the admin,
 * or none): `api('admin').GET('/api/admin/overview')`. Paths, parameters, bodies and answers are
 * those of the server's OpenAPI document (api-schema.gen.ts), so a renamed route or field fails
 * the typecheck. A failed call rejects with an ApiError; `answer()` and `listPage()` unwrap the rest.
 */
export function api(as: ApiRequestAs): ApiClient {
  return clients[as];
}

/** The body of a successful call of `M path`, as the server's schema states it. */
export type ApiAnswer<
  M extends 'get' | 'post' | 'put' | 'patch' | 'delete',
  P extends ClientPathsWithMethod<ApiClient, M>,
> = MethodResponse<ApiClient, M, P>;

type BodyMethod = 'post' | 'put' | 'patch' | 'delete';

/** The JSON body `M path` takes, as the server's schema states it. */
export type ApiBody<M extends BodyMethod, P extends ClientPathsWithMethod<ApiClient, M>> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The query parameters of `GET path`, as the server's schema names them. */
export type ApiQuery<P extends ClientPathsWithMethod<ApiClient, 'get'>> = NonNullable<paths[P]['get']['parameters']['query']>;

/** What openapi-fetch resolves with: on success `data` (typed), else `error`. */
export type CallResult = { data?: unknown; error?: unknown; response: Response };
/** The `data` of the success branch of a call's result. */
export type AnswerOf<R> = R extends { data: infer D; error?: never } ? D : never;

/**
 * The body of a call's answer. Failures never get here: the middleware turned them into an
 * ApiError, so what resolves is the success branch (undefined for a route that answers no body).
 */
export async function answer<R extends CallResult>(call: Promise<R>): Promise<AnswerOf<R>> {
  const { data } = await call;
  return data as AnswerOf<R>;
}

/** The answer with its headers, for the lists that page through them. */
export async function answerWithHeaders<R extends CallResult>(
  call: Promise<R>,
): Promise<{ data: AnswerOf<R>; headers: Headers }> {
  const { data, response } = await call;
  return { data: data as AnswerOf<R>, headers: response.headers };
}

/** The URL in a `Link: <url>; rel="next"` header, if any. */
function nextLink(headers: Headers): string | undefined {
  const link = headers.get('link');
  return link ? /<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1] : undefined;
}

/** The `cursor` of the next page, from a `Link: <url>; rel="next"` header; the rest of that URL is the query already sent. */
export function nextCursor(headers: Headers): string | undefined {
  const link = nextLink(headers);
  return link ? (new URLSearchParams(link.split('?')[1] ?? '').get('cursor') ?? undefined) : undefined;
}

/** The path and query parameters of an operation, as its schema names them. */
type UrlParams<Operation> = ParamsOption<Operation> extends { params?: infer X } ? X : never;
type UrlMethod = 'get' | 'post';

/**
 * The same-origin URL of an API operation, for what cannot go through fetch: a preload link, an
 * upload that reports progress (XHR), the chat WebSocket. Built as the client builds its own.
 */
export function apiUrl<M extends UrlMethod, P extends ClientPathsWithMethod<ApiClient, M>>(
  method: M,
  path: P,
  params?: UrlParams<paths[P][M]>,
): string;
export function apiUrl(
  _method: UrlMethod,
  path: string,
  params: { path?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  return createFinalURL(path, { baseUrl: '', params, querySerializer: toQueryString, pathSerializer: defaultPathSerializer });
}

/** The bearer token of the signed-in user, for requests made outside fetch (upload progress). */
export function userToken(): string | undefined {
  return tokenFor('user');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A proxy error page or similar: there is no JSON body to read.
    return undefined;
  }
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
