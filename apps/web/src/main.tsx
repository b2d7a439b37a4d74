import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
