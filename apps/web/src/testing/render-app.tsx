import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { createQueryClient } from '@/shared/api/query-client';
import { createAppRoutes } from '@/app/routes/app-routes';
import { eagerScreen } from './eager-screens';

/**
 * Renders the whole app at `path` with the real routes, providers and API client; the screens are imported up
 * front, so the first render already shows the page. The user types with no timer between keys, and a failed
 * call is retried at once (the same retries as the app's, without their waits).
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(eagerScreen), { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const view = render(<App router={router} queryClient={createQueryClient({ retryDelayMs: 0 })} />);
  return { ...view, router, user };
}

/** A session as login leaves it, for tests that start inside an area. */
export function storeSession(role: string, access = 'stored-access-token'): void {
  localStorage.setItem('access', access);
  localStorage.setItem('refresh', 'stored-refresh-token');
  localStorage.setItem('role', role);
}
