import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { QueryClientSlot, registerQueryCacheClear } from './query-client-slot';

let appClient: QueryClient | null = null;

/** The part of the app that reads the API through TanStack Query: the client given to the app, or its own. */
export function QueryScope({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientSlot) ?? (appClient ??= createQueryClient());
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
