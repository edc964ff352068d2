import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { readSession } from './session';
import { QueryClientSlot, registerQueryCacheClear } from './query-client-slot';

let appClient: QueryClient | null = null;

/** The app's own query client (tests give the app theirs, see QueryClientSlot). */
function appQueryClient(): QueryClient {
  return (appClient ??= createQueryClient());
}

/**
 * Starts a screen's first query as its route loads, before React draws it (see SCREENS), into the cache the
 * screen then reads; nothing without a stored session (the route then leads to the login).
 */
export function prefetchWithRoute(prefetch: (client: QueryClient) => Promise<void>): void {
  if (readSession()) void prefetch(appQueryClient());
}

/** The part of the app that reads the API through TanStack Query: the client given to the app, or its own. */
export function QueryScope({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientSlot) ?? appQueryClient();
  useEffect(() => registerQueryCacheClear(() => client.clear()), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The route above every page but the landing one: its pages query the API. */
export function QueryScopeOutlet() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
