import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window matches `query`, read in the component's first render. Mantine's default reads it in an
 * effect, for pages a server draws (their first render must match the HTML); this app draws its screens in the
 * browser, where that default drew each such component twice as it mounted, the second time in a synchronous
 * render (on a phone, a list's table and then its cards). The public pages the build draws and the app hydrates
 * keep Mantine's default.
 */
export function useMediaMatch(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
