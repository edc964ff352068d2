import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client the app was given (tests give each render its own); none means the app's default one. A
 * context of its own, with TanStack Query imported for its type only, so the landing page's first download
 * does not carry the library: the pages that query load it with `QueryScope`.
 */
export const QueryClientSlot = createContext<QueryClient | null>(null);

let clearCache: (() => void) | null = null;

/** Called by `QueryScope` with what empties the cache of the client in use. */
export function registerQueryCacheClear(clear: () => void): () => void {
  clearCache = clear;
  return () => {
    if (clearCache === clear) clearCache = null;
  };
}

/** Forgets every cached answer (after a session ended), if a page has queried anything yet. */
export function clearQueryCache(): void {
  clearCache?.();
}
