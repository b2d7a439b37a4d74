import './app/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { followSessionEnds } from './app/session-ends';
import { sessionStore } from './lib/session';

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

// The first render waits for the page's code, so it shows the page at once rather than a blank
// frame first: that would also wipe a prerendered page (prerender.tsx) before its replacement is
// ready. As a transition it renders in slices, keeping the main thread free for input meanwhile.
void routerReady().then(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
});
