import type { ApiErrorBody } from '@rentease/contract';
import { getAdminSession, getUserSession, sessionStore } from './session';

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

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Which session's bearer token to send; user by default. */
  as?: ApiRequestAs;
  signal?: AbortSignal;
};

/**
 * Whoever is signed in here: the tenant or landlord, else the admin. For public pages whose answer
 * depends on the reader (a hidden listing is still shown to its landlord and to the admin).
 */
export function currentReader(): ApiRequestAs {
  if (getUserSession()) return 'user';
  return getAdminSession() ? 'admin' : 'anonymous';
}

function tokenFor(as: RequestOptions['as']): string | undefined {
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
 * the calls that cannot go through apiFetch (uploads, invoice downloads, the chat socket).
 */
export async function reportRefusedSession(as: ApiRequestAs | undefined, token: string | undefined, code: string) {
  const reason = SESSION_REFUSALS[code];
  if (!token || !reason || as === 'anonymous') return;
  if (tokenChange) await tokenChange;
  sessionStore.endSession(as === 'admin' ? 'admin' : 'user', token, reason);
}

/** Calls our own API (same origin) with JSON in and out and the bearer token attached. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetch<T>(path, options)).data;
}

/** Like apiRequest, with the response headers (paging: X-Total-Count, Link). */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenFor(options.as);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error', 0, 'NETWORK_ERROR');
  }

  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const failure = (data ?? {}) as Partial<ApiErrorBody>;
    void reportRefusedSession(options.as, token, failure.code ?? '');
    // No server message (a proxy's error page, say): leave it empty so each screen shows its own
    // fallback text from the spec (§8) rather than an HTTP status phrase.
    throw new ApiError(failure.error ?? '', response.status, failure.code ?? 'HTTP_ERROR', failure.details);
  }
  return { data: data as T, headers: response.headers };
}

/** The URL in a `Link: <url>; rel="next"` header, if any. */
export function nextLink(headers: Headers): string | undefined {
  const link = headers.get('link');
  return link ? /<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1] : undefined;
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
