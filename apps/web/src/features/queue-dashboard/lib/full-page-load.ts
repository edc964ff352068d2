/**
 * Leaves the single-page app for a page the API serves itself. Its own module so that tests can replace
 * it: jsdom cannot navigate, and its `window.location` cannot be spied on.
 */
export function fullPageLoad(url: string): void {
  window.location.assign(url);
}
