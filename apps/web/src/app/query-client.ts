import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache (also cleared when a session ends). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
