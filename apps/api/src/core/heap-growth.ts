import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept: `percent` more (V8 reads
 * the flag at every collection, so it can be set once the process runs). Left to itself V8 grows it up to
 * about four times, which under a steady load of short requests is mostly garbage: the API kept 70 MiB and
 * held 370 MiB at its peak in `npm run bench:workflow`. At 75 % (the default) its peak was 222 MiB, for a
 * full collection every second or two, mostly concurrent: the same throughput, p99 45 ms instead of 30-40.
 * 0 leaves V8's own factor.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
