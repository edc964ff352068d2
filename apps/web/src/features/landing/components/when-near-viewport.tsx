import { Box } from '@mantine/core';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearViewportProps {
  /** Room kept for the content until it is there, so the page below does not jump when it comes. */
  minHeight: number;
  children: ReactNode;
}

/**
 * Renders `children` (typically a lazily loaded component) once their place is within a screen of the
 * viewport: the landing page's first paint neither downloads nor renders what the visitor has not scrolled
 * to. Without IntersectionObserver (old browsers, jsdom) they are rendered at once; the build's prerender
 * (src/prerender.tsx) draws the room kept, as the browser's first render does.
 */
export function WhenNearViewport({ minHeight, children }: WhenNearViewportProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <Box ref={placeholder} mih={minHeight} />;
  return <Suspense fallback={<Box mih={minHeight} />}>{children}</Suspense>;
}
