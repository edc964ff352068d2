/**
 * Registers the portal's service worker (public/sw.js, scope '/'), which shows the portal's own offline page
 * (public/offline.html) when a page is opened or reloaded without a connection. Once the page has loaded, so
 * the worker's download never competes with the app's; a browser without service workers, or one that
 * refuses them (a private window), simply goes without.
 */
export function registerOfflineWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
