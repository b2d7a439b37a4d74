import type { AccountRole } from '@rentease/contract';

/**
 * Browser storage keys of the spec. The user session and the admin session are kept apart,
 * so an admin can be signed in beside a tenant or landlord account in the same browser.
 */
const KEYS = {
  token: 'token',
  userId: 'userId',
  role: 'role',
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
  emailVerified: 'emailVerified',
  adminToken: 'adminToken',
  adminName: 'adminName',
  adminEmail: 'adminEmail',
  adminRole: 'adminRole',
} as const;

const USER_KEYS = [KEYS.token, KEYS.userId, KEYS.role, KEYS.email, KEYS.firstName, KEYS.lastName, KEYS.emailVerified] as const;
const ADMIN_KEYS = [KEYS.adminToken, KEYS.adminName, KEYS.adminEmail, KEYS.adminRole] as const;
const ALL_KEYS: readonly string[] = [...USER_KEYS, ...ADMIN_KEYS];

export type UserSession = {
  token: string;
  userId: string;
  role: AccountRole;
  email: string;
  firstName: string;
  lastName: string;
  /**
   * Whether the address is verified, as last known (sign-in, then every profile call), so the
   * area's 'verify your email' notice is there on the first paint instead of pushing the page
   * down when the profile arrives. Undefined: not known yet (a session stored before it was kept).
   */
  emailVerified?: boolean;
};

export type AdminSession = { token: string; name: string; email: string; role: 'admin' };

export type Sessions = { user: UserSession | null; admin: AdminSession | null };

/** Which of the two sessions. */
export type SessionArea = 'user' | 'admin';

/**
 * Why a session ended without its owner logging out here: the server refused its token (expired,
 * password changed or account deleted elsewhere), the account was blocked, or another tab of this
 * browser signed out or signed in as someone else.
 */
export type SessionEndReason = 'expired' | 'blocked' | 'elsewhere';
export type SessionEnd = { area: SessionArea; reason: SessionEndReason };

/** What the store needs of localStorage (a Map-backed fake in unit tests). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

type StorageEventLike = { key: string | null; storageArea?: unknown };

/**
 * The signed-in sessions as one store: read without touching storage during render (a snapshot
 * that keeps its identity while nothing changed, for useSyncExternalStore), written only through
 * its methods, and following other tabs through the `storage` event.
 */
export function createSessionStore({
  storage,
  events,
}: {
  /** Null when storage is unavailable (disabled by policy, private mode): behaves as signed out. */
  storage: () => SessionStorageLike | null;
  /** Where `storage` events of other tabs arrive (window). */
  events?: Pick<EventTarget, 'addEventListener'>;
}) {
  const listeners = new Set<() => void>();
  const endListeners = new Set<(end: SessionEnd) => void>();
  let raw: string | undefined;
  let snapshot: Sessions = { user: null, admin: null };

  const read = (key: string): string | null => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      // Storage can be disabled (private mode, policies): behave as signed out.
      return null;
    }
  };

  /** The current sessions; the same object as long as the stored values are the same. */
  function getSnapshot(): Sessions {
    const values = ALL_KEYS.map(read);
    const key = JSON.stringify(values);
    if (key === raw) return snapshot;
    raw = key;
    snapshot = { user: parseUser(read), admin: parseAdmin(read) };
    return snapshot;
  }

  const emitChange = () => {
    for (const listener of [...listeners]) listener();
  };
  const emitEnd = (end: SessionEnd) => {
    for (const listener of [...endListeners]) listener(end);
  };

  const write = (values: Record<string, string>) => {
    const target = storage();
    if (!target) return;
    for (const [key, value] of Object.entries(values)) target.setItem(key, value);
    emitChange();
  };

  const remove = (keys: readonly string[]) => {
    const target = storage();
    try {
      for (const key of keys) target?.removeItem(key);
    } catch {
      // Nothing stored that we could remove.
    }
    emitChange();
  };

  // Another tab wrote the storage: follow it. A session that disappears or changes hands there has
  // ended here too; a changed token or name of the same account simply carries on.
  events?.addEventListener('storage', (event) => {
    const { key } = event as unknown as StorageEventLike;
    if (key !== null && !ALL_KEYS.includes(key)) return;
    const before = snapshot;
    const after = getSnapshot();
    if (after === before) return;
    emitChange();
    if (before.user && before.user.userId !== after.user?.userId) emitEnd({ area: 'user', reason: 'elsewhere' });
    if (before.admin && !after.admin) emitEnd({ area: 'admin', reason: 'elsewhere' });
  });

  return {
    getSnapshot,
    getUserSession: () => getSnapshot().user,
    getAdminSession: () => getSnapshot().admin,
    /** The stored role, whatever else is stored (the guards of decide on it). */
    storedRole: () => read(KEYS.role),
    isAdminSignedIn: () => read(KEYS.adminRole) === 'admin',

    /** Called on every change (this tab's writes and other tabs'). */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Called when a session ends without a logout in this tab (see SessionEndReason). */
    onSessionEnded(listener: (end: SessionEnd) => void): () => void {
      endListeners.add(listener);
      return () => void endListeners.delete(listener);
    },

    saveUserSession(session: UserSession) {
      write({
        [KEYS.token]: session.token,
        [KEYS.userId]: session.userId,
        [KEYS.role]: session.role,
        [KEYS.email]: session.email,
        [KEYS.firstName]: session.firstName,
        [KEYS.lastName]: session.lastName,
        ...(session.emailVerified === undefined ? {} : { [KEYS.emailVerified]: String(session.emailVerified) }),
      });
    },
    /** A new token (password changed), new names (profile saved) or a verified address for the signed-in user. */
    updateUserSession(update: Partial<Pick<UserSession, 'token' | 'email' | 'firstName' | 'lastName' | 'emailVerified'>>) {
      if (!getSnapshot().user) return;
      const values: Record<string, string> = {};
      if (update.token !== undefined) values[KEYS.token] = update.token;
      // A confirmed change of address: the forms name the account by its email.
      if (update.email !== undefined) values[KEYS.email] = update.email;
      if (update.firstName !== undefined) values[KEYS.firstName] = update.firstName;
      if (update.lastName !== undefined) values[KEYS.lastName] = update.lastName;
      if (update.emailVerified !== undefined) values[KEYS.emailVerified] = String(update.emailVerified);
      write(values);
    },
    saveAdminSession(session: AdminSession) {
      write({
        [KEYS.adminToken]: session.token,
        [KEYS.adminName]: session.name,
        [KEYS.adminEmail]: session.email,
        [KEYS.adminRole]: session.role,
      });
    },

    /**
     * The server refused this session's token: forget that session (the other one stays) and tell
     * whoever shows why. Only if `token` is still the stored one: a request sent before a new login
     * or a password change must not end the session that replaced it, and the second of several
     * refused requests finds it already ended.
     */
    endSession(area: SessionArea, token: string, reason: Exclude<SessionEndReason, 'elsewhere'>): boolean {
      const current = area === 'admin' ? getSnapshot().admin : getSnapshot().user;
      if (!current || current.token !== token) return false;
      remove(area === 'admin' ? ADMIN_KEYS : USER_KEYS);
      emitEnd({ area, reason });
      return true;
    },

    /** Logging out clears all local storage. */
    clearAllSessions() {
      try {
        storage()?.clear();
      } catch {
        // Nothing stored that we could clear.
      }
      emitChange();
    },
  };
}

function parseUser(read: (key: string) => string | null): UserSession | null {
  const token = read(KEYS.token);
  const userId = read(KEYS.userId);
  const role = read(KEYS.role);
  if (!token || !userId || (role !== 'tenant' && role !== 'landlord')) return null;
  return {
    token,
    userId,
    role,
    email: read(KEYS.email) ?? '',
    firstName: read(KEYS.firstName) ?? '',
    lastName: read(KEYS.lastName) ?? '',
    emailVerified: storedFlag(read(KEYS.emailVerified)),
  };
}

function storedFlag(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

function parseAdmin(read: (key: string) => string | null): AdminSession | null {
  const token = read(KEYS.adminToken);
  if (!token || read(KEYS.adminRole) !== 'admin') return null;
  return { token, name: read(KEYS.adminName) ?? '', email: read(KEYS.adminEmail) ?? '', role: 'admin' };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

function browserStorage(): SessionStorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Accessing localStorage itself throws when storage is blocked.
    return null;
  }
}

/** The browser's session store (localStorage, following other tabs). */
export const sessionStore = createSessionStore({
  storage: browserStorage,
  events: typeof window === 'undefined' ? undefined : window,
});

export const getUserSession = sessionStore.getUserSession;
export const getAdminSession = sessionStore.getAdminSession;
export const storedRole = sessionStore.storedRole;
export const isAdminSignedIn = sessionStore.isAdminSignedIn;
export const saveUserSession = sessionStore.saveUserSession;
export const updateUserSession = sessionStore.updateUserSession;
export const saveAdminSession = sessionStore.saveAdminSession;
export const clearAllSessions = sessionStore.clearAllSessions;
