// The build's server entry (see prerenderPages in apps/web/vite.config.ts): the public pages a visitor arrives
// on, drawn to HTML in each language, so a phone paints them before the app's code has arrived.
// app/start-app.tsx hydrates that HTML when the visitor is who it was drawn for (signed out, same language).
// The main back-office screens are drawn too, as their shells: the area's frame and the screen as it stands
// while its data load, which the app replaces once it runs (see prerenderShell).
import './prerender/fresh-browser-storage';
import { isBackOfficeRole, type Language, type Role } from '@expert-portal/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { appRoutes } from './app/routes/app-routes';
import { deepestPageTitle } from './app/routes/root-route';
import { i18n, i18nReady } from './shared/i18n/i18n';
import { STORAGE_KEYS } from './shared/lib/storage-keys';
import { canEnterArea, visibleSections } from './shared/lib/area-access';
import { pageTitleText } from './shared/lib/page-title';
import { AREA_DEFINITIONS, type Area } from './shared/lib/routes';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document's title, as the page sets it once running. */
  title: string;
}

const handler = createStaticHandler(appRoutes);

export interface PrerenderedShell extends PrerenderedPage {
  /** The roles whose screen this is: the same frame and sections (any other role gets the app alone). */
  roles: Role[];
}

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

const ROLES_BY_AREA = Object.entries(AREA_DEFINITIONS) as [Area, (typeof AREA_DEFINITIONS)[Area]][];

/**
 * The shell of the back-office screen at `path` in `language`: its area's frame and the screen drawn for the
 * area's first role while nothing has loaded (no name, no figures, no rows), so the page shows its frame and
 * heading before the app's code and data are in. The roles it fits are those that see the same: they may enter
 * the area, see its same sections and the same header (the back office's account menu or a candidate's name).
 */
export async function prerenderShell(path: string, language: Language): Promise<PrerenderedShell> {
  const found = ROLES_BY_AREA.find(([, definition]) => path.startsWith(`${definition.path}/`));
  if (!found) throw new Error(`prerender: ${path} is in no area`);
  const [area, { roles }] = found;
  const role = roles[0];
  const sections = visibleSections(area, role).join(' ');
  const fits = (other: Role) =>
    canEnterArea(other, area) &&
    visibleSections(area, other).join(' ') === sections &&
    isBackOfficeRole(other) === isBackOfficeRole(role);
  // A session that names the role and nothing else: the area's guard lets it in; nothing is ever fetched here.
  localStorage.setItem(STORAGE_KEYS.access, 'shell');
  localStorage.setItem(STORAGE_KEYS.role, role);
  try {
    return { ...(await prerender(path, language)), roles: roles.filter(fits) };
  } finally {
    localStorage.clear();
  }
}
