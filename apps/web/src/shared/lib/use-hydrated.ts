import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React takes over a page the build drew (src/prerender.tsx), and in that drawing; true once the
 * page runs, at once when it was drawn in the browser. A form the visitor could type into before its code
 * runs would lose what was typed to the state it starts with, so such a form stays read-only until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
