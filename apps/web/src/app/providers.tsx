import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { QueryClientSlot } from '@/shared/api/query-client-slot';
import { i18n } from '@/shared/i18n/i18n';
import { cssVariablesResolver, themeIn } from './theme';

const NotificationsOutlet = lazy(() =>
  import('./notifications-outlet').then((m) => ({ default: m.NotificationsOutlet })),
);

/**
 * The toasts' component (and its transition and scroll-lock libraries) is fetched with the first toast, not
 * with every page: `notifications.show` only fills a store, which the component draws once it is in.
 */
function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [used, setUsed] = useState(false);
  if (!used && notifications.length + queue.length > 0) setUsed(true);
  return used ? (
    <Suspense>
      <NotificationsOutlet />
    </Suspense>
  ) : null;
}

/** Mantine with the theme of the interface language (the names of its icon-only controls follow a switch). */
function ThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const theme = useMemo(() => themeIn(t), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

interface ProvidersProps {
  queryClient?: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <LazyNotifications />
        <QueryClientSlot.Provider value={queryClient ?? null}>{children}</QueryClientSlot.Provider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
