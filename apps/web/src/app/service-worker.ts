import { registerSW } from 'virtual:pwa-register';
import { i18n } from '../lib/i18n';
import { notify } from '../lib/toast';

/**
 * Registers the service worker (built by pwa-plugins.ts) and offers a new version when one is
 * deployed. The page reloads only when the person asks for it: a reload on its own could throw
 * away a form they are filling in. Loaded once the app has started (main.tsx), so it costs the
 * first page nothing.
 */
export function registerServiceWorker() {
  let isReloadAsked = false;
  const offerReload = (reload: () => void) =>
    notify.withAction(i18n.t('A new version of RentEase is ready'), { label: i18n.t('Reload'), onClick: reload }, 'app-update');
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      offerReload(() => {
        isReloadAsked = true;
        void updateServiceWorker();
      });
    },
    // The new version took over: from this tab's Reload, or from another tab's. Only the tab
    // where the person asked reloads; the others offer it, as their pages may hold unsaved input.
    onNeedReload() {
      if (isReloadAsked) window.location.reload();
      else offerReload(() => window.location.reload());
    },
    onRegisteredSW(_url, registration) {
      // A tab left open for days learns of a deploy when it is looked at again.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration?.update().catch(ignoreOffline);
      });
    },
    // A browser that refuses the worker (private mode, storage full) runs the app as before.
    onRegisterError: ignoreOffline,
  });
}

/** An update check or registration that failed (offline, refused) is tried again on the next visit. */
function ignoreOffline() {}
