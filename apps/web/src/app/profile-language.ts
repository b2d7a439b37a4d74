import type { ProfileResponse } from '@rentease/contract';
import type { Language } from '@rentease/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../features/account/api/account-keys';
import { setLanguage } from '../features/account/api/set-language';
import { getCurrentUser } from '../features/auth/api/current-user';
import { readCookie, writeCookie } from '../lib/cookies';
import { changeLanguage, currentLanguage, linkedLanguage, onLanguageChosen } from '../lib/i18n';
import type { SessionArea, SessionStore, Sessions } from '../lib/session';

/** A signed-in account of this browser: the tenant's or landlord's, or the admin's. */
type Account = { area: SessionArea; key: string };

/** What following the profile's language takes: the browser's pieces in the app, fakes in tests. */
export type ProfileLanguagePorts = {
  store: Pick<SessionStore, 'subscribe' | 'getSnapshot'>;
  /** The language in the profile of the account signed in as `area`. */
  profileLanguage: (area: SessionArea) => Promise<Language>;
  /** Saves `language` to that account's profile, unless the profile already has it. */
  saveLanguage: (area: SessionArea, language: Language) => Promise<void>;
  currentLanguage: () => Language;
  changeLanguage: (language: Language) => Promise<void>;
  onLanguageChosen: (listener: (language: Language) => void) => () => void;
  /** The page was opened by a link in one language (a tap on the switch before the app ran): a choice. */
  openedByLanguageLink: () => boolean;
  /**
   * The accounts whose choice the page's language is but whose profile could not be told yet
   * (offline), and VISITOR for a choice made while no one was signed in. Outlives a sign-out, as
   * the language cookie does.
   */
  unsaved: { read: () => string[]; write: (keys: string[]) => void };
};

function accountsOf({ user, admin }: Sessions): Account[] {
  return [
    ...(user ? [{ area: 'user' as const, key: `user:${user.userId}` }] : []),
    ...(admin ? [{ area: 'admin' as const, key: `admin:${admin.email}` }] : []),
  ];
}

/** Whose choice the page's language is when it was chosen signed out: whoever signs in next. */
export const VISITOR = '*';

/**
 * A signed-in person's language lives in their profile, so their emails follow it: each choice
 * made here is saved there, and each session that starts here (a login by any form, another tab's,
 * or the app opening with a stored session) adopts the profile's language, which then wins over
 * the browser's cookie — unless the language was chosen here since, signed out or offline: then
 * that newer choice is saved to the profile instead. Returns a function that stops following.
 */
export function followProfileLanguage(ports: ProfileLanguagePorts): () => void {
  const signedIn: Record<SessionArea, string | undefined> = { user: undefined, admin: undefined };
  // Counts choices, so an answer asked for before the latest one cannot undo it.
  let choices = 0;
  let saving: Promise<void> | undefined;
  let saveAgain = false;

  const isSignedIn = (account: Account) => accountsOf(ports.store.getSnapshot()).some(({ key }) => key === account.key);
  const markUnsaved = (key: string) => {
    const keys = ports.unsaved.read();
    if (!keys.includes(key)) ports.unsaved.write([...keys, key]);
  };

  const saveTo = async (account: Account): Promise<boolean> => {
    try {
      await ports.saveLanguage(account.area, ports.currentLanguage());
      const unsaved = ports.unsaved.read();
      if (unsaved.includes(account.key) || unsaved.includes(VISITOR)) {
        ports.unsaved.write(unsaved.filter((key) => key !== account.key && key !== VISITOR));
      }
      return true;
    } catch {
      // Offline, or the session ended: the page has switched all the same, and the profile is
      // told at the next switch or sign-in. Said nowhere: the switch itself worked.
      if (isSignedIn(account)) markUnsaved(account.key);
      return false;
    }
  };

  // One save at a time, of the language shown when it starts: quick switches (a double tap, a
  // switch back while a save is on its way) end with the profile holding the last choice.
  const save = (): Promise<void> => {
    if (saving) {
      saveAgain = true;
      return saving;
    }
    saving = (async () => {
      do {
        saveAgain = false;
        const saved = await Promise.all(accountsOf(ports.store.getSnapshot()).map(saveTo));
        if (saved.includes(false)) return;
      } while (saveAgain);
    })().finally(() => {
      saving = undefined;
    });
    return saving;
  };

  const adopt = async (account: Account) => {
    const unsaved = ports.unsaved.read();
    // This person's last choice here never reached their profile, or they chose just before
    // signing in (switched, then went to the login page): that choice is the newer one, and a
    // language that flipped back as they signed in would undo what they just did.
    if (unsaved.includes(account.key) || unsaved.includes(VISITOR)) return save();
    // Whoever was signed in here before: the page's language is no longer theirs to save.
    const others = unsaved.filter((key) => key.startsWith(`${account.area}:`));
    if (others.length > 0) ports.unsaved.write(unsaved.filter((key) => !others.includes(key)));
    const asked = choices;
    let language: Language;
    try {
      language = await ports.profileLanguage(account.area);
    } catch {
      return; // Offline or refused: the page stays as it is (a refused session is handled centrally).
    }
    if (asked !== choices || !isSignedIn(account)) return;
    if (language !== ports.currentLanguage()) await ports.changeLanguage(language);
  };

  const followSessions = () => {
    const accounts = accountsOf(ports.store.getSnapshot());
    for (const area of ['user', 'admin'] as const) {
      const account = accounts.find((candidate) => candidate.area === area);
      if (account?.key === signedIn[area]) continue;
      signedIn[area] = account?.key;
      if (account) void adopt(account).catch(() => undefined);
    }
  };

  const stopSessions = ports.store.subscribe(followSessions);
  const chosen = () => {
    choices += 1;
    if (accountsOf(ports.store.getSnapshot()).length > 0) void save();
    else markUnsaved(VISITOR);
  };
  const stopChoices = ports.onLanguageChosen(chosen);
  followSessions();
  // After the sessions are followed, so the profile's language asked for meanwhile does not undo it.
  if (ports.openedByLanguageLink()) chosen();
  return () => {
    stopSessions();
    stopChoices();
  };
}

const UNSAVED_COOKIE = 'lang_unsaved';

const readUnsaved = (): string[] => (readCookie(UNSAVED_COOKIE) ?? '').split(' ').filter(Boolean);
const writeUnsaved = (keys: string[]) => writeCookie(UNSAVED_COOKIE, keys.length > 0 ? keys.join(' ') : undefined);

/** The profile, asked afresh (another device may have changed it), then saved only when it differs. */
async function saveProfileLanguage(queryClient: QueryClient, area: SessionArea, language: Language) {
  if ((await getCurrentUser(area)).language === language) return;
  await setLanguage(area, language);
  // The profile page, if open, shows the language saved.
  if (area === 'user') {
    queryClient.setQueriesData<ProfileResponse>({ queryKey: accountKeys.profiles }, (profile) =>
      profile ? { ...profile, language } : profile,
    );
  }
}

/** The ports of the running app. */
export function browserProfileLanguagePorts(
  store: ProfileLanguagePorts['store'],
  queryClient: QueryClient,
): ProfileLanguagePorts {
  return {
    store,
    profileLanguage: async (area) => (await getCurrentUser(area)).language,
    saveLanguage: (area, language) => saveProfileLanguage(queryClient, area, language),
    currentLanguage,
    changeLanguage,
    onLanguageChosen,
    openedByLanguageLink: () => linkedLanguage() !== undefined,
    unsaved: { read: readUnsaved, write: writeUnsaved },
  };
}
