import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** '<page> — <portal name>' in the language of `t`, or the portal name alone without a page. */
export function pageTitleText(t: TFunction, pageKey: string | string[] | undefined): string {
  const app = t('common:app.name');
  return pageKey ? t('common:title.page', { page: t(pageKey), app }) : app;
}

/**
 * Sets the document's title to '<page> — <portal name>' in the interface language (just the portal name
 * without a page), and sets it again when the language switches. `pageKey` is a translation key with its
 * namespace, e.g. 'auth:login.title', or keys of which the first that has a text is used.
 */
export function usePageTitle(pageKey: string | string[] | undefined): void {
  const { t } = useTranslation('common');
  const title = pageTitleText(t, pageKey);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
