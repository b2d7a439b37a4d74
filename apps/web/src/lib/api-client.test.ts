import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client builds absolute same-origin URLs from the page's origin, read when it is created.
vi.hoisted(() => {
  vi.stubGlobal('location', { origin: 'http://rentease.test' });
});

const sessions = vi.hoisted(() => ({
  user: { token: 'user-token' } as { token: string } | null,
  admin: { token: 'admin-token' } as { token: string } | null,
  endSession: vi.fn(),
}));

vi.mock('./session', () => ({
  getUserSession: () => sessions.user,
  getAdminSession: () => sessions.admin,
  sessionStore: { endSession: sessions.endSession },
}));

import { ApiError, answer, api, apiUrl, isSessionRefusal, nextCursor } from './api-client';
import { listPage } from './list-page';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The error a call rejects with (the test fails if it resolves). */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call resolved');
}

beforeEach(() => {
  sessions.user = { token: 'user-token' };
  sessions.admin = { token: 'admin-token' };
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  sessions.endSession.mockReset();
});

describe('api client', () => {
  it('sends the bearer token of the session it speaks for, and resolves with the body', async () => {
    fetchMock.mockResolvedValue(json(200, { users: 3 }));
    await expect(answer(api('admin').GET('/api/user/user-stats'))).resolves.toEqual({ users: 3 });
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.url).toBe('http://rentease.test/api/user/user-stats');
    expect(request?.headers.get('authorization')).toBe('Bearer admin-token');
    expect(request?.headers.get('accept')).toBe('application/json');
  });

  it('sends no token for an anonymous call', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await answer(api('anonymous').GET('/api/property/cities', { params: { query: { prefix: 'Pu' } } }));
    expect(fetchMock.mock.calls[0]?.[0].headers.get('authorization')).toBeNull();
  });

  it("turns a 4xx JSON answer into an ApiError with the server's message, status, code and field details", async () => {
    fetchMock.mockResolvedValue(
      json(400, { error: 'Please check the form.', code: 'VALIDATION_ERROR', details: { phone: 'Enter 10 digits' } }),
    );
    const error = await failureOf(
      answer(
        api('user').PUT('/api/user/profile', {
          body: { email: 'tara@example.com', firstName: 'Tara', lastName: 'Iyer', phone: '12', role: 'tenant' },
        }),
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Please check the form.',
      status: 400,
      code: 'VALIDATION_ERROR',
      details: { phone: 'Enter 10 digits' },
      isNetworkError: false,
    });
    expect(sessions.endSession).not.toHaveBeenCalled();
  });

  it('leaves the message empty when a failure has no JSON body (a proxy page), so the screen says its own', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await failureOf(answer(api('user').GET('/api/saved-searches')));
    expect(error).toMatchObject({ message: '', status: 502, code: 'HTTP_ERROR', details: {} });
  });

  it('turns a failed network into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(answer(api('anonymous').GET('/api/property/cities')));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Network error', status: 0, code: 'NETWORK_ERROR', isNetworkError: true });
  });

  it('lets an abort through as an AbortError, not as a failure to show', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    const error = await failureOf(answer(api('anonymous').GET('/api/property/cities')));
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('reports a refused token to the session store, for the session that sent it', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'Your session has expired.', code: 'INVALID_TOKEN' }));
    const expired = await failureOf(answer(api('user').GET('/api/saved-searches')));
    expect(isSessionRefusal(expired)).toBe(true);
    await vi.waitFor(() => expect(sessions.endSession).toHaveBeenCalledWith('user', 'user-token', 'expired'));

    fetchMock.mockResolvedValue(json(403, { error: 'Your account is blocked.', code: 'ACCOUNT_BLOCKED' }));
    await failureOf(answer(api('admin').GET('/api/admin/overview')));
    await vi.waitFor(() => expect(sessions.endSession).toHaveBeenCalledWith('admin', 'admin-token', 'blocked'));
  });

  it('reports nothing for an anonymous call or when no session was sent', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'Sign in first.', code: 'INVALID_TOKEN' }));
    await failureOf(answer(api('anonymous').GET('/api/property/cities')));
    sessions.user = null;
    await failureOf(answer(api('user').GET('/api/saved-searches')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessions.endSession).not.toHaveBeenCalled();
  });

  it("reads a list page's total and the cursor of the next page from the headers", async () => {
    fetchMock.mockResolvedValue(
      json(200, [{ id: 'a' }], { 'x-total-count': '41', link: '</api/favourites?limit=1&cursor=abc_1>; rel="next"' }),
    );
    const page = await listPage(api('user').GET('/api/favourites', { params: { query: { limit: 1 } } }));
    expect(page).toMatchObject({ items: [{ id: 'a' }], total: 41, next: 'abc_1' });
    expect(nextCursor(new Headers())).toBeUndefined();
  });

  it('builds URLs as the client does: path parameters encoded, empty filters left out', () => {
    expect(apiUrl('get', '/api/payment/{paymentId}/invoice', { path: { paymentId: 'a/b' } })).toBe('/api/payment/a%2Fb/invoice');
    expect(apiUrl('get', '/api/property', { query: { city: 'New Delhi', q: '', sort: 'newest' } })).toBe(
      '/api/property?city=New+Delhi&sort=newest',
    );
  });
});
