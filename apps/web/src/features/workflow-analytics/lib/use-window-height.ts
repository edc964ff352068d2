import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useState } from 'react';

/**
 * The window's inner height, read as the component first renders and again on each resize. Mantine's
 * `useViewportSize` reads it in an effect after the mount: on a phone (a page with a viewport) that read lays the
 * freshly mounted page out at once, inside the task of its commit, and its answer is a second render.
 */
export function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  const measure = useCallback(() => setHeight(window.innerHeight), []);
  useWindowEvent('resize', measure);
  useWindowEvent('orientationchange', measure);
  return height;
}
