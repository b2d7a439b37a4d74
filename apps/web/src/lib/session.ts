import type { AccountRole } from '@rentease/contract';

/**
 * Browser storage keys of the spec (§3). The user session and the admin session are kept apart,
 * so an admin can be signed in beside a tenant or landlord account in the same browser.
 */
const KEYS = {
  token: 'token',
  userId: 'userId',
  role: 'role',
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
  adminToken: 'adminToken',
  adminName: 'adminName',
  adminEmail: 'adminEmail',
  adminRole: 'adminRole',
} as const;

export type UserSession = {
  token: string;
  userId: string;
  role: AccountRole;
  email: string;
  firstName: string;
  lastName: string;
};

export type AdminSession = { token: string; name: string; email: string; role: 'admin' };

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (private mode, policies): behave as signed out.
    return null;
  }
}

export function storedRole(): string | null {
  return read(KEYS.role);
}

export function getUserSession(): UserSession | null {
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
  };
}

export function saveUserSession(session: UserSession) {
  const storage = window.localStorage;
  storage.setItem(KEYS.token, session.token);
  storage.setItem(KEYS.userId, session.userId);
  storage.setItem(KEYS.role, session.role);
  storage.setItem(KEYS.email, session.email);
  storage.setItem(KEYS.firstName, session.firstName);
  storage.setItem(KEYS.lastName, session.lastName);
}

export function getAdminSession(): AdminSession | null {
  const token = read(KEYS.adminToken);
  if (!token || read(KEYS.adminRole) !== 'admin') return null;
  return { token, name: read(KEYS.adminName) ?? '', email: read(KEYS.adminEmail) ?? '', role: 'admin' };
}

export function isAdminSignedIn(): boolean {
  return read(KEYS.adminRole) === 'admin';
}

export function saveAdminSession(session: AdminSession) {
  const storage = window.localStorage;
  storage.setItem(KEYS.adminToken, session.token);
  storage.setItem(KEYS.adminName, session.name);
  storage.setItem(KEYS.adminEmail, session.email);
  storage.setItem(KEYS.adminRole, session.role);
}

/** Logging out clears all local storage (spec §2 landlord Logout, §4 admin logout). */
export function clearAllSessions() {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing stored that we could clear.
  }
}
