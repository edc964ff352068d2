import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { LANGUAGE_COOKIE, normalizeLanguage } from '@expert-portal/contracts';
import { Logger, type INestApplication } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { requestCookie } from '../core/http/request-cookie';
import { loggedPath } from '../core/logging/http-logger';

const API_PATH = /^\/(api|token)(\/|$)/;

const webLogger = new Logger('Web');

/** Vite names every file under /assets/ by its content's hash: a new build means a new name, never new bytes. */
const ASSETS = '/assets/';
export const CACHE_HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current assets: the browser must ask again every time (a 304 when nothing changed). */
export const CACHE_INDEX = 'no-cache';
/**
 * The service worker and the offline page it keeps (apps/web/public/sw.js, offline.html): the browser checks a
 * worker for a new version on each visit, and the worker keeps the page of the release it came with, so both
 * are asked for every time, as index.html is.
 */
const UNCACHED_FILES = new Set(['/sw.js', '/offline.html']);
/** Public files under fixed names (instruction PDFs and videos, the favicon) may change with a release. */
export const CACHE_PUBLIC = 'public, max-age=3600';

/**
 * The pages the build wrote (apps/web/vite-plugins/prerender-pages.ts): the public pages drawn for a signed-out
 * visitor and the main back-office screens (a shell, or index.html with the screen's files linked),
 * `prerendered/<language>/<path>.html`, `/` as index.html.
 */
const PRERENDERED = 'prerendered';
/** A page's path, of letters and hyphens between slashes; `/index` is not one (the landing page's file is). */
const PRERENDERED_PATH = /^\/(?!index$)([a-zA-Z-]+(\/[a-zA-Z-]+)*)?$/;

/** Encodings the build writes beside a file (apps/web/vite.config.ts), in the order they are preferred. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The file a URL path names inside `root`, or undefined for a path that leaves it or names a dotfile. */
function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.')))
    return undefined;
  const file = resolve(root, `.${decoded}`);
  return file.startsWith(`${root}${sep}`) ? file : undefined;
}

/**
 * Sends `file` with its own Content-Type and `cacheControl`, as the precompressed variant the request accepts
 * (Content-Encoding br or gzip) when the build wrote one. HEAD, ranges and conditional requests are send's.
 */
async function sendFile(
  req: Request,
  res: Response,
  next: NextFunction,
  file: string,
  cacheControl: string,
): Promise<void> {
  const variants = [];
  for (const encoding of ENCODINGS) {
    if (await isFile(file + encoding.suffix)) variants.push(encoding);
  }
  // Browsers list gzip before br at the same weight; br, the smaller, is sent whenever it is accepted at all.
  // Without Accept-Encoding a client gets the file as it is (`accepts` would otherwise allow it anything).
  const variant = req.headers['accept-encoding']
    ? variants.find((v) => req.acceptsEncodings(v.name) === v.name)
    : undefined;
  if (variants.length > 0) res.vary('Accept-Encoding');
  if (variant) res.setHeader('Content-Encoding', variant.name);
  res.setHeader('Cache-Control', cacheControl);
  res.type(extname(file));
  const immutable = cacheControl === CACHE_HASHED;
  res.sendFile(
    variant ? file + variant.suffix : file,
    // Dot segments of the URL were refused above; the folder the build lives in may well have some. A hashed
    // asset is never asked for again, in whole or in part: no date to revalidate by, no ranges (headers of
    // every script a phone downloads; its ETag is Express's, which overrides send's option).
    {
      cacheControl: false,
      dotfiles: 'allow',
      lastModified: !immutable,
      acceptRanges: !immutable,
    },
    (error?: NodeJS.ErrnoException) => {
      if (!error) return;
      // The browser went away first (a closed tab, a navigation, a script it no longer needs): nothing to
      // answer and nothing wrong here, so a debug line rather than the error line of a failed request.
      if (error.code === 'ECONNABORTED') {
        webLogger.debug(`${req.method} ${loggedPath(req.originalUrl)}: the client went away`);
        return;
      }
      if (!res.headersSent) next(error);
    },
  );
}

/**
 * The page drawn for the path in the visitor's language (the web app's language cookie, Russian without
 * one), when the build drew that page; the app takes it over in the browser.
 */
async function prerenderedPage(root: string, req: Request): Promise<string | undefined> {
  if (!PRERENDERED_PATH.test(req.path)) return undefined;
  const language = normalizeLanguage(requestCookie(req, LANGUAGE_COOKIE));
  const file = join(root, PRERENDERED, language, `${req.path === '/' ? 'index' : req.path.slice(1)}.html`);
  return (await isFile(file)) ? file : undefined;
}

/**
 * Serves the built web app from `webDistDir`: its files, precompressed when the browser accepts it, hashed
 * assets cached for a year, a public page the build drew in the visitor's language, and index.html (neither
 * cached without asking) for every other GET or HEAD outside the API, so client routes work on reload. A
 * missing file under /assets/ is a 404, not the app's HTML: a script tag must not get a page.
 */
export function webAppHandler(webDistDir: string): RequestHandler {
  const root = resolve(webDistDir);
  const index = join(root, 'index.html');
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATH.test(req.path)) return next();
    void (async () => {
      const file = req.path === '/' ? undefined : fileFor(root, req.path);
      if (file && (await isFile(file))) {
        const cacheControl =
          file === index || UNCACHED_FILES.has(req.path)
            ? CACHE_INDEX
            : req.path.startsWith(ASSETS)
              ? CACHE_HASHED
              : CACHE_PUBLIC;
        return sendFile(req, res, next, file, cacheControl);
      }
      // Answered here: outside the API's prefix Nest 12 leaves an unknown path to Express, which answers HTML.
      if (req.path.startsWith(ASSETS)) return void res.status(404).type('text/plain').send('Not found');
      const page = await prerenderedPage(root, req);
      if (page) res.vary('Cookie');
      return sendFile(req, res, next, page ?? index, CACHE_INDEX);
    })().catch(next);
  };
}

/** Mounts `webAppHandler` when there is a build; without one only the API is served. */
export function serveWebApp(app: Pick<INestApplication, 'use'>, webDistDir: string): void {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    webLogger.warn(`No web build at ${webDistDir}: only the API is served (run \`npm run build\`).`);
    return;
  }
  app.use(webAppHandler(webDistDir));
}
