import { useSyncExternalStore } from 'react';

/** Chromium's offer to install the web app, held back so that our own "Install app" makes it. */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

declare global {
  interface WindowEventMap {
    beforeinstallprompt: BeforeInstallPromptEvent;
  }
}

let offer: BeforeInstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Starts listening for the browser's install offer. Called when this module loads (with the first
 * page's code), because the browser makes the offer once, early, and only to whoever listens then.
 */
function listenForInstallOffer() {
  if (typeof window === 'undefined') return; // Prerendering at build time: nothing to install.
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without this, phones show the browser's own install bar over the page.
    event.preventDefault();
    offer = event;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = undefined;
    changed();
  });
}
listenForInstallOffer();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** True inside the installed app, which has nothing left to install. */
const STANDALONE = '(display-mode: standalone)';
const canInstall = () => offer !== undefined && !window.matchMedia?.(STANDALONE).matches;

/**
 * Whether "Install app" can be offered — only where the browser supports installing, and not
 * inside the installed app — and the action that asks the browser to install it.
 */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const isOffered = useSyncExternalStore(subscribe, canInstall, () => false);
  return { canInstall: isOffered, install: installApp };
}

async function installApp() {
  const current = offer;
  if (!current) return;
  // The browser lets an offer be used once, whatever the person answers.
  offer = undefined;
  changed();
  await current.prompt();
}
