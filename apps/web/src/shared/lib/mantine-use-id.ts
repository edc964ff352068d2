import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), which the build (vite.config.ts, `mantineStableIds`) and the web tests
 * (jest.config.ts) put in its place: the id React gives the component, as Mantine's first render has it. Mantine's
 * own then swaps it for a random one in a layout effect, for pages with several React roots; this app has one,
 * and that swap was a second, synchronous render of every input, popover and menu just after they mounted (a
 * render of about 80 ms at 4× CPU in the staff queue's start-up, in one task with the first commit).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
