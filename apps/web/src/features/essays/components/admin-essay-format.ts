import { normalizeLanguage, type EssayThemeDto } from '@expert-portal/contracts';
import { notifications } from '@mantine/notifications';

/** A theme's name in the interface language (Kazakh or Russian). */
export function themeName(theme: EssayThemeDto, language: string): string {
  return normalizeLanguage(language) === 'kk' ? theme.name_kk : theme.name;
}

/** Spec §8: a success toast hides after 3 s. */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: 3000 });
}

/** Spec §8: an error toast hides after 4 s; `title` says what failed, `message` why (the server's words). */
export function notifyError(title: string, message: string): void {
  notifications.show({ title, message, color: 'red', autoClose: 4000 });
}
