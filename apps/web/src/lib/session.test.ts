import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionEnd, type SessionStorageLike, type UserSession } from './session';

/** localStorage as a Map, plus a way to play what another tab's write looks like here. */
function fakeBrowser() {
  const values = new Map<string, string>();
  const storage: SessionStorageLike = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
  const events = new EventTarget();
  /** Another tab changed `key` (null: cleared everything). */
  const otherTab = (key: string | null, change: () => void) => {
    change();
    events.dispatchEvent(Object.assign(new Event('storage'), { key }));
  };
  const store = createSessionStore({ storage: () => storage, events });
  const ended: SessionEnd[] = [];
  store.onSessionEnded((end) => ended.push(end));
  return { values, storage, store, otherTab, ended };
}

const tenant: UserSession = {
  token: 'token-1',
  userId: 'u1',
  role: 'tenant',
  email: 'tara@example.com',
  firstName: 'Tara',
  lastName: 'Iyer',
};
const admin = { token: 'admin-token', name: 'Admin', email: 'admin@example.com', role: 'admin' } as const;

describe('session store', () => {
  it('reads the sessions under their storage keys, and keeps the snapshot while nothing changes', () => {
    const { store, values } = fakeBrowser();
    expect(store.getSnapshot()).toEqual({ user: null, admin: null });
    store.saveUserSession(tenant);
    store.saveAdminSession(admin);
    expect(Object.fromEntries(values)).toMatchObject({
      token: 'token-1',
      userId: 'u1',
      role: 'tenant',
      email: 'tara@example.com',
      firstName: 'Tara',
      lastName: 'Iyer',
      adminToken: 'admin-token',
      adminName: 'Admin',
      adminEmail: 'admin@example.com',
      adminRole: 'admin',
    });
    const first = store.getSnapshot();
    expect(first.user).toEqual(tenant);
    expect(first.admin).toEqual(admin);
    expect(store.getSnapshot()).toBe(first);
  });

  it('keeps whether the address is verified, as last known, and forgets it with the session', () => {
    const { store, values } = fakeBrowser();
    store.saveUserSession(tenant);
    // A session stored before the flag was kept: not known, so nothing is claimed either way.
    expect(values.has('emailVerified')).toBe(false);
    expect(store.getUserSession()?.emailVerified).toBeUndefined();
    store.saveUserSession({ ...tenant, emailVerified: false });
    expect(values.get('emailVerified')).toBe('false');
    expect(store.getUserSession()?.emailVerified).toBe(false);
    store.updateUserSession({ emailVerified: true });
    expect(store.getUserSession()).toMatchObject({ emailVerified: true, firstName: 'Tara' });
    store.endSession('user', tenant.token, 'expired');
    expect(values.has('emailVerified')).toBe(false);
  });

  it('is signed out without a token, user id or a tenant/landlord role', () => {
    const { store, storage } = fakeBrowser();
    store.saveUserSession(tenant);
    storage.setItem('role', 'admin');
    expect(store.getUserSession()).toBeNull();
    expect(store.storedRole()).toBe('admin');
  });

  it('tells subscribers about its own writes: a new name or token reaches the greeting at once', () => {
    const { store } = fakeBrowser();
    store.saveUserSession(tenant);
    const listener = vi.fn();
    store.subscribe(listener);
    store.updateUserSession({ firstName: 'Tanvi' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getUserSession()).toMatchObject({ firstName: 'Tanvi', lastName: 'Iyer', token: 'token-1' });
    store.updateUserSession({ token: 'token-2' });
    expect(store.getUserSession()?.token).toBe('token-2');
  });

  it('ends a refused session once, keeps the other one, and ignores a token that was already replaced', () => {
    const { store, ended } = fakeBrowser();
    store.saveUserSession(tenant);
    store.saveAdminSession(admin);
    // A request sent before the password change comes back refused: the new token stays.
    store.updateUserSession({ token: 'token-2' });
    expect(store.endSession('user', 'token-1', 'expired')).toBe(false);
    expect(store.getUserSession()?.token).toBe('token-2');

    expect(store.endSession('user', 'token-2', 'blocked')).toBe(true);
    expect(store.endSession('user', 'token-2', 'blocked')).toBe(false);
    expect(store.getUserSession()).toBeNull();
    expect(store.getAdminSession()).toEqual(admin);
    expect(ended).toEqual([{ area: 'user', reason: 'blocked' }]);
  });

  it('follows other tabs: a logout or another account there ends the session here; a new token does not', () => {
    const { store, otherTab, ended, storage } = fakeBrowser();
    store.saveUserSession(tenant);
    const listener = vi.fn();
    store.subscribe(listener);

    otherTab('token', () => storage.setItem('token', 'token-2'));
    expect(store.getUserSession()?.token).toBe('token-2');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ended).toEqual([]);

    otherTab('userId', () => storage.setItem('userId', 'u2'));
    expect(ended).toEqual([{ area: 'user', reason: 'elsewhere' }]);

    otherTab(null, () => storage.clear());
    expect(store.getUserSession()).toBeNull();
    expect(ended).toHaveLength(2);
  });

  it('ignores other tabs writing keys that are not the session (a pending booking)', () => {
    const { store, otherTab, storage } = fakeBrowser();
    store.saveUserSession(tenant);
    const listener = vi.fn();
    store.subscribe(listener);
    otherTab('pendingBooking', () => storage.setItem('pendingBooking', '{}'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('a logout clears all local storage without reporting an ended session', () => {
    const { store, values, ended } = fakeBrowser();
    store.saveUserSession(tenant);
    values.set('pendingBooking', '{}');
    store.clearAllSessions();
    expect(values.size).toBe(0);
    expect(store.getSnapshot()).toEqual({ user: null, admin: null });
    expect(ended).toEqual([]);
  });

  it('behaves as signed out when storage is unavailable', () => {
    const store = createSessionStore({ storage: () => null });
    store.saveUserSession(tenant);
    expect(store.getUserSession()).toBeNull();
    const throwing = createSessionStore({
      storage: () => ({
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {},
        removeItem: () => {},
        clear: () => {},
      }),
    });
    expect(throwing.getSnapshot()).toEqual({ user: null, admin: null });
  });
});
