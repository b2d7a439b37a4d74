import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** Renders `ui` with a query client of its own that never retries (a failing call fails the test at once). */
export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** A request the app sent through the stubbed fetch. */
export type SentRequest = { method: string; path: string; search: string; body: unknown };

/**
 * Stands in for the server: `routes` maps 'METHOD /api/path' to the JSON answer (status 200).
 * Anything else answers 404, so a call the test did not expect shows up as an error on the screen.
 */
export function stubApi(routes: Record<string, unknown>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const text = await input.text();
      sent.push({ method: input.method, path: url.pathname, search: url.search, body: text ? JSON.parse(text) : undefined });
      const key = `${input.method} ${url.pathname}`;
      if (!(key in routes)) {
        return new Response(JSON.stringify({ error: `No stub for ${key}`, code: 'NOT_FOUND' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(JSON.stringify(routes[key]), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}
