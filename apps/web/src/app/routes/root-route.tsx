import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, type Params, type UIMatch } from 'react-router-dom';
import { usePageTitle } from '@/shared/lib/page-title';

/**
 * A page's name for the title: a translation key, or, for a page of one item, keys from the route's params
 * (the first that has a text is used).
 */
export type RouteTitle = string | ((params: Params) => string[]);

/** What a route may carry in its `handle`: its page's name, for the title. */
interface RouteHandle {
  title: RouteTitle;
}

export const pageTitle = (title: RouteTitle): RouteHandle => ({ title });

function isRouteHandle(handle: unknown): handle is RouteHandle {
  if (typeof handle !== 'object' || handle === null) return false;
  const { title } = handle as RouteHandle;
  return typeof title === 'string' || typeof title === 'function';
}

function titleOf(match: UIMatch | undefined): string | string[] | undefined {
  if (!match) return undefined;
  const { title } = match.handle as RouteHandle;
  return typeof title === 'function' ? title(match.params) : title;
}

/** Above every page: the document title of the deepest route that names its page. */
export function RootRoute() {
  usePageTitle(
    titleOf(
      useMatches()
        .filter((match) => isRouteHandle(match.handle))
        .at(-1),
    ),
  );
  return <Outlet />;
}

/** Shown while the first page's code arrives; later navigations keep the current page until then. */
export function RouteLoading() {
  const { t } = useTranslation('common');
  return (
    <Center mih="100vh" role="status" aria-label={t('page.loading')}>
      <Loader />
    </Center>
  );
}
