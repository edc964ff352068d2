/** Adds milliseconds to an ISO timestamp taken from an event, so machines never read the clock themselves. */
export function addMilliseconds(iso: string, ms: number): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`not an ISO timestamp: ${iso}`);
  return new Date(time + ms).toISOString();
}
