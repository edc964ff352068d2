import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { i18n } from '@/shared/i18n/i18n';
import { clearQueryCache } from '@/shared/api/query-client-slot';
import { onSessionExpired } from '@/shared/api/session-expiry';
import { PATHS } from '@/shared/lib/routes';
import { HydrationMark } from './hydration-mark';
import { Providers } from './providers';

interface AppProps {
  router: RouterProviderProps['router'];
  /** The query client of the pages that query (tests give each render its own); else the app's own. */
  queryClient?: QueryClient;
}

/** The app; app/start-app.tsx gives it a browser router, tests a memory router over the same routes. */
export function App({ router, queryClient }: AppProps) {
  // The API client ends a session the server will not renew; the user is told and sent to the login page.
  useEffect(
    () =>
      onSessionExpired(() => {
        notifications.show({ color: 'red', message: i18n.t('common:session.expired'), autoClose: 4000 });
        void router.navigate(PATHS.login, { replace: true }).then(clearQueryCache);
      }),
    [router],
  );

  return (
    <Providers queryClient={queryClient}>
      <HydrationMark />
      <RouterProvider router={router} />
    </Providers>
  );
}
