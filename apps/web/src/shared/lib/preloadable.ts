import { startTransition, useEffect, useState, type ComponentType } from 'react';

/** A part of a screen fetched on demand (`preload`), which `usePreloaded` draws once it is in. */
export interface Preloadable<Props> {
  preload: () => Promise<ComponentType<Props>>;
  /** The component when it is in already. */
  current: () => ComponentType<Props> | undefined;
}

export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  return {
    preload: () => (loading ??= load().then((component) => (loaded = component))),
    current: () => loaded,
  };
}

/**
 * The part once it is in, else undefined (the screen draws a placeholder). It is asked for once the screen
 * has been painted, so its download does not compete with what the first paint needs; a part already in is
 * drawn in the first render.
 */
export function usePreloaded<Props extends object>(
  part: Preloadable<Props>,
): ComponentType<Props> | undefined {
  const [component, setComponent] = useState(part.current);
  useEffect(() => {
    if (component) return;
    let mounted = true;
    // A timer set in an animation frame runs after that frame is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void part.preload().then((loaded) => {
          // A transition: React draws the part in slices, leaving the page responsive meanwhile.
          if (mounted) startTransition(() => setComponent(() => loaded));
        });
      });
    });
    return () => {
      mounted = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [component, part]);
  return component;
}
