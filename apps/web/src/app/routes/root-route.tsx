import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { usePageTitle } from '@/shared/lib/page-title';

/** What a route may carry in its `handle`: the translation key of its page's name, for the title. */
interface RouteHandle {
  title: string;
}

export const pageTitle = (key: string): RouteHandle => ({ title: key });

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** Above every page: the document title of the deepest route that names its page. */
export function RootRoute() {
  const handles = useMatches().map((match) => match.handle);
  usePageTitle(handles.filter(isRouteHandle).at(-1)?.title);
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
