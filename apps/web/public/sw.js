/*
 * The portal's service worker (registered by src/main.tsx in production builds, scope '/'): a page of the
 * portal opened or reloaded without a connection shows the portal's own offline page (offline.html, kept
 * when the worker is installed) instead of the browser's. Pages are asked of the network first, every time,
 * and the offline page answers only when the network fails; nothing else (the API, scripts, images) is
 * touched or kept, so online the portal works as without it.
 */
/* global self, caches, fetch, Request, Response, URL */
const CACHE = 'ep-offline-v1';
const OFFLINE_PAGE = '/offline.html';
/** The API's paths: never a page, never answered here. */
const API_PATH = /^\/(api|token)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Past the browser's HTTP cache: the page as this release has it.
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The offline pages of earlier versions of this worker go.
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      // The page's request starts beside the worker's start-up rather than after it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || API_PATH.test(url.pathname)) return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        return preloaded || (await fetch(request));
      } catch {
        // No connection: the kept offline page, or the browser's own error when it is missing.
        return (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) || Response.error();
      }
    })(),
  );
});
