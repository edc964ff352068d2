import { nextTask } from './next-task';

declare global {
  interface Window {
    /**
     * The chunks of the page's first screen with its texts, each after the chunks it imports: set by index.html's
     * first script for the pages it preloads (apps/web/vite.config.ts, preloadFirstScreen).
     */
    __firstScreen?: readonly string[];
  }
}

let evaluated: Promise<void> = Promise.resolve();

/**
 * Evaluates the first screen's chunks one a task, the libraries first. Imported by the router, a screen's
 * chunk is evaluated with every chunk under it that was not yet, in one task: the candidate's running test, its
 * layout with Mantine's overlays, zod and the query library under them, made one of 50-90 ms here, 200-350 ms at a
 * phone's 4× slower CPU, all of it blocking. A chunk that fails to load stops this; the router then asks for it
 * and shows its own error.
 */
export function evaluateFirstScreen(): Promise<void> {
  evaluated = (async () => {
    for (const chunk of window.__firstScreen ?? []) {
      await nextTask();
      try {
        await import(/* @vite-ignore */ chunk);
      } catch {
        return;
      }
    }
  })();
  return evaluated;
}

/** Resolves once the first screen's chunks are evaluated (at once when there are none, or after the first page). */
export const firstScreenEvaluated = (): Promise<void> => evaluated;
