import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, type Params, type UIMatch } from 'react-router-dom';
import { useLocationTrail } from '@/shared/lib/location-trail';
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

/** What a matched route carries: the router's matches in the app (UIMatch) and in the prerender alike. */
type TitledMatch = Pick<UIMatch, 'params'> & { handle?: unknown; route?: { handle?: unknown } };

/** The page's name (keys for `usePageTitle`) from the deepest of `matches` that names its page. */
export function deepestPageTitle(matches: readonly TitledMatch[]): string | string[] | undefined {
  const handles = matches
    .map((match) => ({ handle: match.handle ?? match.route?.handle, params: match.params }))
    .filter((match): match is { handle: RouteHandle; params: Params } => isRouteHandle(match.handle));
  const deepest = handles.at(-1);
  if (!deepest) return undefined;
  const { title } = deepest.handle;
  return typeof title === 'function' ? title(deepest.params) : title;
}

/**
 * Names on the document the path of the page it shows (`<html data-page="/admin/users">`), once that page is
 * drawn: a navigation inside the app has landed when the mark names its path. The router keeps the page before
 * on screen while the next one's code arrives, so the address bar alone does not say that.
 */
function usePageMark(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.page = pathname;
  }, [pathname]);
}

/**
 * Above every page: the document title of the deepest route that names its page, the trail of where each
 * page was opened from (for «Назад»), and the mark of the page drawn.
 */
export function RootRoute() {
  usePageTitle(deepestPageTitle(useMatches()));
  useLocationTrail();
  usePageMark();
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
