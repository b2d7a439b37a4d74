import './app/fonts.css';
import './app/base.css';
// Shared by home, the search, a listing and the sign-in forms: in the entry's stylesheet, which every
// page links, instead of files of their own that their first paint would wait for as well.
import './components/plain-card.css';
import './components/plain-input.css';
import { isLanguage } from '@rentease/i18n';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, useLayoutEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { type EarlyInput, replayEarlyInput, takeEarlyInput } from './app/early-input';
import { browserProfileLanguagePorts, followProfileLanguage } from './app/profile-language';
import { AppProvider } from './app/provider';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { followSessionEnds } from './app/session-ends';
import { startI18n } from './lib/i18n';
import { sessionStore } from './lib/session';
import { whenIdle } from './lib/when-idle';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');

followSessionEnds(sessionStore, {
  navigate: (to, options) => router.navigate(to, options),
  pathname: () => router.state.location.pathname,
  queryClient,
});

/** Resolves once the first route's code (its lazy page and area layout) has loaded. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A page the server rendered with its data (server-render.tsx) says so on #root, in the language it
 * was drawn in, and carries that data in #page-data: the query cache starts with it, so the app
 * draws exactly what is on screen and adopts it rather than fetching and drawing it anew.
 */
function serverRenderedPage(): { language: string | undefined } | undefined {
  if (root?.dataset.rendered !== 'server') return undefined;
  const data = document.getElementById('page-data')?.textContent;
  if (data) {
    hydrate(queryClient, JSON.parse(data));
    // The server drew what a visitor sees; a signed-in reader's own view (a saved heart, their
    // hidden listing) is fetched as soon as the page shows, the visitor's staying on screen meanwhile.
    if (sessionStore.getSnapshot().user) void queryClient.invalidateQueries({ refetchType: 'none' });
  }
  return { language: root.dataset.language };
}

const serverRendered = serverRenderedPage();
const startLanguage = isLanguage(serverRendered?.language) ? serverRendered.language : undefined;

/**
 * Makes again what was typed and tapped before the app ran, once it has drawn the page
 * (early-input.ts); on a drawn page it adopts, keeps the reader where they had scrolled to.
 */
function ReplayEarlyInput({
  container,
  takeNoted,
  scrolledTo,
}: {
  container: HTMLElement;
  takeNoted: () => EarlyInput[];
  /** Where the reader had scrolled the drawn page to as the app committed (ReadScroll), if it is kept. */
  scrolledTo?: { current: number };
}) {
  const noted = useRef<EarlyInput[] | undefined>(undefined);
  // As the app commits, in the same task as its page replaces the drawn one: no tap can fall
  // between the two, to be both noted and handled by the app.
  useLayoutEffect(() => {
    noted.current ??= takeNoted();
  }, [takeNoted]);
  // The router's scroll restoration puts a page it mounts at the top (its layout effect runs
  // before this one). A reader who had scrolled the drawn page would be thrown back to the top,
  // and the button they were about to tap would slide from under their finger: they stay put,
  // in the same commit, before anything is painted.
  useLayoutEffect(() => {
    const y = scrolledTo?.current ?? 0;
    if (y > 0 && window.scrollY !== y) window.scrollTo(0, y);
  }, [scrolledTo]);
  // Once every effect of the commit has run (the router's included), as input of its own.
  useEffect(() => {
    const early = noted.current ?? [];
    noted.current = []; // StrictMode runs effects twice in development.
    if (early.length > 0) setTimeout(() => replayEarlyInput(early, container));
  }, [container]);
  return null;
}

/**
 * Reads where the reader is as the app commits, before any other effect: it comes first in the
 * tree, so its layout effect runs before the router's scroll restoration moves the page. Read
 * then rather than followed through scroll events, which come a frame after a scroll: one made
 * just before the app committed would not have been heard of yet.
 */
function ReadScroll({ into }: { into: { current: number } }) {
  useLayoutEffect(() => {
    into.current = window.scrollY;
  }, [into]);
  return null;
}

/** The app, and what makes again the input on the page before it ran. */
function appReplaying(container: HTMLElement, takeNoted: () => EarlyInput[], options: { keepScroll?: boolean } = {}) {
  const scrolledTo = options.keepScroll ? { current: 0 } : undefined;
  return (
    <StrictMode>
      {scrolledTo && <ReadScroll into={scrolledTo} />}
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
      <ReplayEarlyInput container={container} takeNoted={takeNoted} scrolledTo={scrolledTo} />
    </StrictMode>
  );
}

// The first render waits for the page's code, so it shows the page at once rather than a blank
// frame first: that would also wipe a prerendered page (prerender.tsx) before its replacement is
// ready. As a transition it renders in slices, keeping the main thread free for input meanwhile.
// The texts of the reader's language load alongside the page's code, so the first render is in it.
void Promise.all([routerReady(), startI18n(startLanguage)]).then(() => {
  // A signed-in person's profile language wins over the cookie's: followed from the language the
  // page started in, without holding up the first render (it rarely differs).
  followProfileLanguage(browserProfileLanguagePorts(sessionStore, queryClient));
  if (serverRendered) {
    // In one task, not as a transition: a tap that lands while hydration is under way is then
    // handled once it has finished. In slices, React handled a link's tap on a part it had just
    // hydrated before that part's effects ran, and React Router drops a navigation made then.
    // What was typed and tapped before this moment React would miss: it is replayed once it has committed.
    const noted = takeEarlyInput();
    hydrateRoot(
      root,
      appReplaying(root, () => noted, { keepScroll: true }),
    );
    return;
  }
  // The page drawn before (prerendered) stays until this render commits, and input on it is noted till then.
  startTransition(() => {
    createRoot(root).render(appReplaying(root, () => takeEarlyInput()));
  });
});

// The service worker (offline page, install, update prompt) waits until the app is up and the
// browser idle: its code and its precache downloads must not compete with the first page.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const registerWhenIdle = () => {
    whenIdle(() => {
      import('./app/service-worker').then(
        (module) => module.registerServiceWorker(),
        () => {}, // Its code could not be fetched (offline): the next visit registers it.
      );
    }, 5000);
  };
  // A drawn page adds this script after its photo (app/photo-first.ts), often once it has loaded.
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
