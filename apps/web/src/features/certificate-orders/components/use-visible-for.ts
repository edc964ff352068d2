import { useEffect, useState } from 'react';

/**
 * Whether a message stamped at `stamp` (Date.now() when it appeared, 0 for none) is still shown after `ms`
 * (the eligible screen's error banner goes after 5 s, the deputy's success banner after 4 s).
 * A new stamp shows the message again for the whole time.
 */
export function useVisibleFor(stamp: number, ms: number): boolean {
  const [expired, setExpired] = useState(0);
  useEffect(() => {
    if (!stamp) return;
    const timer = setTimeout(() => setExpired(stamp), Math.max(0, stamp + ms - Date.now()));
    return () => clearTimeout(timer);
  }, [stamp, ms]);
  return stamp > 0 && expired !== stamp;
}
