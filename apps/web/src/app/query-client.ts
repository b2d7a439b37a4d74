import { QueryClient } from '@tanstack/react-query';

/** A query cache with the app's defaults: the browser's one below, and one per server-rendered page. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** The app's one query cache (also cleared when a session ends). */
export const queryClient = createQueryClient();
