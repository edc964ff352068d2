import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { AREA_DEFINITIONS, AREAS, type Area } from './routes';

/**
 * Where each history entry of this visit was pushed from, by the entry's router key. An entry keeps its key in
 * the browser's history, so after going back and forth an entry still knows the page before it; an entry the
 * trail has not seen (the first page of a tab, one restored after a reload) has nothing known before it.
 */
const pushedFrom = new Map<string, string>();
let current: { key: string; pathname: string } | null = null;
const listeners = new Set<() => void>();

/** Keeps the trail: mounted once, above every page. */
export function useLocationTrail(): void {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (current?.key === key) return;
    if (current !== null && type === 'PUSH') pushedFrom.set(key, current.pathname);
    // A replaced entry (a redirect) takes the place of the one before, and so what was behind that one.
    const behind = current !== null ? pushedFrom.get(current.key) : undefined;
    if (type === 'REPLACE' && behind !== undefined) pushedFrom.set(key, behind);
    current = { key, pathname };
    listeners.forEach((listener) => listener());
  }, [key, pathname, type]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page the current history entry was pushed from, if the trail saw it. */
export function usePushedFrom(): string | undefined {
  const { key } = useLocation();
  // Drawn by the build (a screen's shell), a page was opened from nowhere.
  return useSyncExternalStore(
    subscribe,
    () => pushedFrom.get(key),
    () => undefined,
  );
}

/** The signed-in area a path belongs to, if any. */
export function areaOf(pathname: string): Area | undefined {
  return AREAS.find((area) => {
    const root = AREA_DEFINITIONS[area].path;
    return pathname === root || pathname.startsWith(`${root}/`);
  });
}
