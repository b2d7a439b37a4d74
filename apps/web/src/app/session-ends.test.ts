import { messages } from '@rentease/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionEnd } from '../lib/session';
import { followSessionEnds } from './session-ends';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('../lib/toast', () => ({ notify: { error: (message: string) => shown.push(message) } }));

function setUp(pathname: string) {
  let end: (value: SessionEnd) => void = () => {};
  const store = {
    onSessionEnded: (listener: (value: SessionEnd) => void) => {
      end = listener;
      return () => {};
    },
  };
  const navigations: string[] = [];
  const queryClient = new QueryClient();
  queryClient.setQueryData(['something'], 1);
  followSessionEnds(store, {
    navigate: async (to) => void navigations.push(to),
    pathname: () => pathname,
    queryClient,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { end: (value: SessionEnd) => end(value), navigations, queryClient, settle };
}

beforeEach(() => {
  shown.length = 0;
});

describe('followSessionEnds', () => {
  it('a refused user session says why, goes to /login and forgets the cached data', async () => {
    const app = setUp('/tenant/bookings');
    app.end({ area: 'user', reason: 'expired' });
    await app.settle();
    expect(shown).toEqual([messages.sessionExpired]);
    expect(app.navigations).toEqual(['/login']);
    expect(app.queryClient.getQueryData(['something'])).toBeUndefined();
  });

  it('a blocked account says so; the admin goes to /admin/login', async () => {
    const app = setUp('/admin/users');
    app.end({ area: 'user', reason: 'blocked' });
    app.end({ area: 'admin', reason: 'expired' });
    await app.settle();
    expect(shown).toEqual([messages.accountBlocked, messages.sessionExpired]);
    expect(app.navigations).toEqual(['/login', '/admin/login']);
  });

  it('a sign-out in another tab leaves only the area it ended, silently', async () => {
    const inTenantArea = setUp('/tenant/search');
    inTenantArea.end({ area: 'admin', reason: 'elsewhere' });
    inTenantArea.end({ area: 'user', reason: 'elsewhere' });
    await inTenantArea.settle();
    expect(inTenantArea.navigations).toEqual(['/login']);

    const onPublicPage = setUp('/browse');
    onPublicPage.end({ area: 'user', reason: 'elsewhere' });
    await onPublicPage.settle();
    expect(onPublicPage.navigations).toEqual([]);
    expect(shown).toEqual([]);
  });
});
