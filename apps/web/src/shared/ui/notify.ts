import { notifications } from '@mantine/notifications';

/** A success toast hides after 3 s. */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: 3000 });
}

/** An error toast hides after 4 s; `title` says what failed, `message` why (the server's words). */
export function notifyError(title: string, message: string): void {
  notifications.show({ title, message, color: 'red', autoClose: 4000 });
}
