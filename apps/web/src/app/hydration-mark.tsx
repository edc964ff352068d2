import { useEffect } from 'react';

/** Marks the document once the app runs: a page the build drew is then the app's (see hydration.css). */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
