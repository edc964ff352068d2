// The build's server entry (see prerenderPublicPages in apps/web/vite.config.ts): the public pages a visitor
// arrives on, drawn to HTML in each language, so a phone paints them before the app's code has arrived.
// app/start-app.tsx hydrates that HTML when the visitor is who it was drawn for (signed out, same language).
import './prerender/fresh-browser-storage';
import type { Language } from '@expert-portal/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { appRoutes } from './app/routes/app-routes';
import { deepestPageTitle } from './app/routes/root-route';
import { i18n, i18nReady } from './shared/i18n/i18n';
import { pageTitleText } from './shared/lib/page-title';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document's title, as the page sets it once running. */
  title: string;
}

const handler = createStaticHandler(appRoutes);

/** The page at `path` as a signed-out visitor reading `language` first sees it. */
export async function prerender(path: string, language: Language): Promise<PrerenderedPage> {
  await i18nReady;
  await i18n.changeLanguage(language);
  // Resolves the matched routes' screens and their texts, as the browser's router does before drawing.
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answers ${context.status}`);
  if (context.errors) throw new Error(`prerender: ${path} fails: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return { html, title: pageTitleText(i18n.t.bind(i18n), deepestPageTitle(context.matches)) };
}
