import type { Language } from '@rentease/i18n';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionArea, type SessionStorageLike, type UserSession } from '../lib/session';
import { followProfileLanguage } from './profile-language';

const tara: UserSession = {
  token: 't1',
  userId: 'u1',
  role: 'tenant',
  email: 'tara@example.com',
  firstName: 'Tara',
  lastName: 'Iyer',
};
const lalit: UserSession = { ...tara, token: 't2', userId: 'u2', role: 'landlord', email: 'lalit@example.com' };

/** A promise settled from outside: a request still on its way until the test answers it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** The app around the follower: a session store, the page's language, a profile on a server. */
function fakeApp({
  page = 'en',
  profile = 'en',
  signedIn,
  linked = false,
}: {
  page?: Language;
  profile?: Language;
  signedIn?: UserSession;
  /** The page was opened by a language link (?lang=). */
  linked?: boolean;
} = {}) {
  const values = new Map<string, string>();
  const storage: SessionStorageLike = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
  const store = createSessionStore({ storage: () => storage });
  if (signedIn) store.saveUserSession(signedIn);
  const state = { page, profile, adminProfile: 'en' as Language, unsaved: [] as string[], offline: false };
  const saves: { account: string; language: Language }[] = [];
  const chosen = new Set<(language: Language) => void>();
  /** Who is signed in as `area` now, as the server sees the token. */
  const whoIs = (area: SessionArea) => (area === 'admin' ? 'admin' : (store.getUserSession()?.userId ?? 'nobody'));
  const saveLanguage = vi.fn(async (area: SessionArea, language: Language) => {
    if (state.offline) throw new Error('Network error');
    const held = area === 'admin' ? state.adminProfile : state.profile;
    if (held === language) return;
    saves.push({ account: whoIs(area), language });
    if (area === 'admin') state.adminProfile = language;
    else state.profile = language;
  });
  const profileLanguage = vi.fn(async (area: SessionArea) => (area === 'admin' ? state.adminProfile : state.profile));
  const changeLanguage = vi.fn(async (language: Language) => {
    state.page = language;
  });
  const stop = followProfileLanguage({
    store,
    profileLanguage,
    saveLanguage,
    currentLanguage: () => state.page,
    changeLanguage,
    onLanguageChosen: (listener) => {
      chosen.add(listener);
      return () => void chosen.delete(listener);
    },
    openedByLanguageLink: () => linked,
    unsaved: {
      read: () => state.unsaved,
      write: (keys) => {
        state.unsaved = keys;
      },
    },
  });
  /** The person taps the switch: the page changes, then the choice is told. */
  const choose = (language: Language) => {
    state.page = language;
    for (const listener of chosen) listener(language);
  };
  return { store, state, saves, saveLanguage, profileLanguage, changeLanguage, choose, stop };
}

describe('the language of a signed-in person follows their profile', () => {
  it("saves a choice to the profile of whoever is signed in, and a visitor's to the profile of whoever signs in next", async () => {
    const visitor = fakeApp({ profile: 'en' });
    visitor.choose('hi');
    await Promise.resolve();
    expect(visitor.saveLanguage).not.toHaveBeenCalled();
    // The visitor switched, then signed in: the page stays as they chose, and their profile learns it.
    visitor.store.saveUserSession(tara);
    await vi.waitFor(() => expect(visitor.saves).toEqual([{ account: 'u1', language: 'hi' }]));
    expect(visitor.state.page).toBe('hi');
    expect(visitor.changeLanguage).not.toHaveBeenCalled();
    expect(visitor.state.unsaved).toEqual([]);

    const app = fakeApp({ signedIn: tara });
    await vi.waitFor(() => expect(app.profileLanguage).toHaveBeenCalled());
    app.choose('hi');
    await vi.waitFor(() => expect(app.saves).toEqual([{ account: 'u1', language: 'hi' }]));
  });

  it('opens a stored session in the profile language, over the cookie', async () => {
    const app = fakeApp({ page: 'en', profile: 'hi', signedIn: tara });
    await vi.waitFor(() => expect(app.state.page).toBe('hi'));
    expect(app.changeLanguage).toHaveBeenCalledTimes(1);
    expect(app.saveLanguage).not.toHaveBeenCalled();

    const same = fakeApp({ page: 'hi', profile: 'hi', signedIn: tara });
    await vi.waitFor(() => expect(same.profileLanguage).toHaveBeenCalled());
    expect(same.changeLanguage).not.toHaveBeenCalled();
  });

  it('adopts the profile language at each login, but not when the same account only gets a new token', async () => {
    const app = fakeApp({ page: 'en', profile: 'hi' });
    app.store.saveUserSession(tara);
    await vi.waitFor(() => expect(app.state.page).toBe('hi'));
    app.store.updateUserSession({ token: 'renewed', firstName: 'Taru' });
    expect(app.profileLanguage).toHaveBeenCalledTimes(1);

    // Signed out, the page keeps its language; the next person's profile then decides.
    app.store.clearAllSessions();
    app.state.profile = 'en';
    app.store.saveUserSession(lalit);
    await vi.waitFor(() => expect(app.state.page).toBe('en'));
    expect(app.saveLanguage).not.toHaveBeenCalled();
  });

  it('switches offline without complaint, and saves the choice at the next sign-in instead of adopting the profile', async () => {
    const app = fakeApp({ signedIn: tara });
    await vi.waitFor(() => expect(app.profileLanguage).toHaveBeenCalled());
    app.state.offline = true;
    app.choose('hi');
    await vi.waitFor(() => expect(app.state.unsaved).toEqual(['user:u1']));
    expect(app.state.page).toBe('hi');

    app.store.clearAllSessions();
    app.state.offline = false;
    app.store.saveUserSession(tara);
    await vi.waitFor(() => expect(app.saves).toEqual([{ account: 'u1', language: 'hi' }]));
    expect(app.state.page).toBe('hi');
    expect(app.state.unsaved).toEqual([]);
    expect(app.changeLanguage).not.toHaveBeenCalled();
  });

  it('saves an offline choice at the next switch, and forgets it when someone else signs in', async () => {
    const app = fakeApp({ signedIn: tara });
    await vi.waitFor(() => expect(app.profileLanguage).toHaveBeenCalled());
    app.state.offline = true;
    app.choose('hi');
    await vi.waitFor(() => expect(app.state.unsaved).toEqual(['user:u1']));
    app.state.offline = false;
    app.choose('en');
    app.choose('hi');
    await vi.waitFor(() => expect(app.state.unsaved).toEqual([]));
    expect(app.state.profile).toBe('hi');

    app.state.offline = true;
    app.choose('en');
    await vi.waitFor(() => expect(app.state.unsaved).toEqual(['user:u1']));
    app.state.offline = false;
    app.store.clearAllSessions();
    app.store.saveUserSession(lalit);
    // Lalit's profile (still Hindi here) wins, and Tara's choice is not saved to it.
    await vi.waitFor(() => expect(app.state.page).toBe('hi'));
    expect(app.state.unsaved).toEqual([]);
    expect(app.saves.filter(({ account }) => account === 'u2')).toEqual([]);
  });

  it('saves one at a time and ends with the last choice when switches come while a save is on its way', async () => {
    const app = fakeApp({ signedIn: tara });
    await vi.waitFor(() => expect(app.profileLanguage).toHaveBeenCalled());
    const first = deferred<void>();
    let running = 0;
    let most = 0;
    app.saveLanguage.mockImplementation(async (_area, language) => {
      running += 1;
      most = Math.max(most, running);
      if (language === 'hi') await first.promise;
      app.state.profile = language;
      running -= 1;
    });
    app.choose('hi');
    app.choose('en');
    app.choose('hi');
    app.choose('en');
    first.resolve();
    await vi.waitFor(() => expect(app.saveLanguage).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(app.state.profile).toBe('en'));
    expect(most).toBe(1);
  });

  it('keeps a choice made while the profile language is still being asked at sign-in', async () => {
    const app = fakeApp({ page: 'en', profile: 'en' });
    const answer = deferred<Language>();
    app.profileLanguage.mockReturnValueOnce(answer.promise);
    app.store.saveUserSession(tara);
    app.choose('hi');
    answer.resolve('en');
    await vi.waitFor(() => expect(app.state.profile).toBe('hi'));
    await answer.promise;
    await Promise.resolve();
    expect(app.state.page).toBe('hi');
    expect(app.changeLanguage).not.toHaveBeenCalled();
  });

  it('stays on the page language when the profile cannot be asked', async () => {
    const app = fakeApp({ page: 'hi', profile: 'en' });
    app.profileLanguage.mockRejectedValueOnce(new Error('Network error'));
    app.store.saveUserSession(tara);
    await vi.waitFor(() => expect(app.profileLanguage).toHaveBeenCalled());
    await Promise.resolve();
    expect(app.state.page).toBe('hi');
  });

  it("saves an admin's choice to the admin's profile, and opens the admin's session in it", async () => {
    const app = fakeApp({ page: 'en' });
    app.state.adminProfile = 'hi';
    app.store.saveAdminSession({ token: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' });
    await vi.waitFor(() => expect(app.state.page).toBe('hi'));
    expect(app.profileLanguage).toHaveBeenCalledWith('admin');
    app.choose('en');
    await vi.waitFor(() => expect(app.saves).toEqual([{ account: 'admin', language: 'en' }]));
  });
});

describe('a page opened by a language link (the switch tapped before the app ran)', () => {
  it('counts as a visitor’s choice, carried into the profile of whoever signs in next', async () => {
    const app = fakeApp({ page: 'hi', profile: 'en', linked: true });
    expect(app.state.unsaved).toEqual(['*']);
    app.store.saveUserSession(tara);
    await vi.waitFor(() => expect(app.saves).toEqual([{ account: 'u1', language: 'hi' }]));
    expect(app.state.page).toBe('hi');
  });

  it('is saved at once for someone signed in, over the profile’s language', async () => {
    const app = fakeApp({ page: 'hi', profile: 'en', signedIn: tara, linked: true });
    await vi.waitFor(() => expect(app.saves).toEqual([{ account: 'u1', language: 'hi' }]));
    await vi.waitFor(() => expect(app.profileLanguage).toHaveBeenCalled());
    expect(app.state.page).toBe('hi');
  });
});
