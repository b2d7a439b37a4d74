import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { useLanguage } from '../lib/i18n';
import { onToastRaised, showPendingFlash } from '../lib/toast';
import { whenIdle } from '../lib/when-idle';
import { queryClient as browserQueryClient } from './query-client';

type ToasterComponent = () => ReactNode;

/**
 * The toaster (and sonner with it) loads once the first page has painted and the browser is idle,
 * so it never delays that page, or as soon as a toast is raised before then (which waits and shows
 * when it mounts). Loaded by hand rather than with React.lazy: a chunk that cannot be fetched (the
 * person went offline) must not throw into rendering and take the page down with it; the load is
 * tried again when the connection comes back.
 */
function DeferredToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent | undefined>(undefined);
  useEffect(() => {
    let isMounted = true;
    let isLoading = false;
    const load = () => {
      if (isLoading) return;
      isLoading = true;
      import('./toaster').then(
        (module) => {
          if (isMounted) setToaster(() => module.default);
        },
        () => {
          isLoading = false;
          window.addEventListener('online', load, { once: true });
        },
      );
    };
    const cancelIdle = whenIdle(load, 1500);
    const stopListening = onToastRaised(load);
    return () => {
      isMounted = false;
      cancelIdle();
      stopListening();
      window.removeEventListener('online', load);
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}

/**
 * Everything around the router: query cache (the browser's own, or a server render's), toaster.
 * MUI's theme is not here but around each part drawn with MUI (lib/mui-theme.tsx).
 */
export function AppProvider({ children, queryClient = browserQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  useEffect(showPendingFlash, []);
  // A new language draws the app anew: every text, date and amount, including those of components
  // that keep no text of their own. The URL, the session and loaded data stay.
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <Fragment key={language}>{children}</Fragment>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
