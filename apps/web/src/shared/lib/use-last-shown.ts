import { useState } from 'react';

/**
 * The last value that was not null: a modal opened while `value` is set keeps showing it as it fades out after
 * `value` went back to null, instead of an empty frame.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
