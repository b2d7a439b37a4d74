import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { showPendingFlash } from '../lib/toast';
import { whenIdle } from '../lib/when-idle';
import { queryClient } from './query-client';
import { theme } from './theme';

const AppToaster = lazy(() => import('./toaster'));

/**
 * The toaster (and sonner with it) loads once the first page has painted and the browser is idle,
 * so it never delays that page; a toast raised before then waits and shows when it mounts.
 */
function DeferredToaster() {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true), 1500), []);
  return isWanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(showPendingFlash, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
