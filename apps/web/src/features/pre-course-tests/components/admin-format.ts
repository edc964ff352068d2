import { normalizeLanguage } from '@expert-portal/contracts';
import { notifications } from '@mantine/notifications';

/** Anything the API names in both languages: a test, a question, an option. */
interface Bilingual {
  title: string;
  title_kz: string;
}

/** The Russian or Kazakh text of `item` in the interface language; the other one when that one is empty. */
export function localTitle(item: Bilingual, language: string): string {
  return normalizeLanguage(language) === 'kk' ? item.title_kz || item.title : item.title || item.title_kz;
}

/** Spec §8: a success toast hides after 3 s. */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: 3000 });
}

/** Spec §8: an error toast hides after 4 s; `title` says what failed, `message` why (the server's words). */
export function notifyError(title: string, message: string): void {
  notifications.show({ title, message, color: 'red', autoClose: 4000 });
}
