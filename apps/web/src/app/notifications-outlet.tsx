import { Notifications } from '@mantine/notifications';

/** Mantine's toasts, in a chunk of their own: see LazyNotifications in providers.tsx. */
export function NotificationsOutlet() {
  // Below, not over the header: a toast must never cover the language switch or logout.
  return <Notifications position="bottom-right" />;
}
