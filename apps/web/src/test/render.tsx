import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

/**
 * Renders a screen inside a memory router (so links, search params and the navigation blocker
 * work) and a fresh query cache; `path` is the route pattern, `url` the address visited.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path = '*' }: { url?: string; path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>Autre page</p> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

type Handler = (request: {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}) => {
  status?: number;
  body?: unknown;
};

/**
 * Replaces `fetch` with the given API: keys are "METHOD /path" (query string included), values
 * answer a status and a JSON body. Every call is recorded.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[] =
    [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const request = { method, url, body, headers };
    calls.push(request);
    const handler = routes[`${method} ${url}`];
    const answer = handler
      ? handler(request)
      : { status: 404, body: { message: `Pas de route ${method} ${url}` } };
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
