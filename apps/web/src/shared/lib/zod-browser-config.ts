/**
 * zod must not compile parsers with `new Function` in the browser: the portal's Content-Security-Policy has
 * no 'unsafe-eval', and zod's probe for it would be reported as a violation. zod keeps its global settings on
 * `globalThis.__zod_globalConfig` (shared by every copy of zod in a page), so the entry sets `jitless` there
 * before any schema exists, without carrying zod's code itself: the schemas come with the screens that use
 * them. zod-browser-config.spec.ts checks that zod reads the setting from there. The API keeps zod's faster
 * compiled parsers.
 */
export function configureZodForBrowser(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig ??= {};
  Object.assign(holder.__zod_globalConfig, { jitless: true });
}
