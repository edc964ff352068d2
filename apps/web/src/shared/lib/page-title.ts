import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the document's title to '<page> — <portal name>' in the interface language (just the portal name
 * without a page), and sets it again when the language switches. `pageKey` is a translation key with its
 * namespace, e.g. 'auth:login.title', or keys of which the first that has a text is used.
 */
export function usePageTitle(pageKey: string | string[] | undefined): void {
  const { t } = useTranslation('common');
  const app = t('app.name');
  const title = pageKey ? t('title.page', { page: t(pageKey), app }) : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
