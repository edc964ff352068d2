import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouterProviderProps } from 'react-router-dom';
import { readSession } from '@/shared/api/session';
import { i18n, i18nReady } from '@/shared/i18n/i18n';
import { App } from './app';
import { appRoutes } from './routes/app-routes';

/** Resolves once the router has the first page's screens (its `lazy` routes) in. */
function routerReady(router: RouterProviderProps['router']): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Draws the app in `container`. The router starts fetching the first page's screens (and their texts) at
 * once; the app is drawn when the language's common texts are in as well, which index.html has already asked
 * for. A public page comes drawn by the build (src/prerender.tsx) for a signed-out visitor in the language the
 * server read from the cookie: when that is who is here, React takes over that HTML once the page's screens
 * are in, drawing nothing anew. Otherwise the app is drawn in its place (the HTML stays until then).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const router = createBrowserRouter(appRoutes);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // A failed download of the texts still draws the app (keys instead of texts), never a blank page.
  await i18nReady.catch(() => undefined);
  // In a transition, React draws or hydrates the app in slices instead of one long task that would hold up
  // the page.
  if (document.documentElement.dataset.prerendered === i18n.language && !readSession()) {
    await routerReady(router);
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  startTransition(() => createRoot(container).render(app));
}
