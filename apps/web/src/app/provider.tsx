import { CssBaseline, ThemeProvider } from '@mui/material';
import { TOAST_DURATION_MS } from '@rentease/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Toaster } from 'sonner';
import { showPendingFlash } from '../lib/toast';
import { queryClient } from './query-client';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(showPendingFlash, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Below the 64 px app bar, so a toast never hides the greeting or a dialog close button. */}
        <Toaster position="top-right" offset={{ top: 76, right: 16 }} duration={TOAST_DURATION_MS} richColors closeButton />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
