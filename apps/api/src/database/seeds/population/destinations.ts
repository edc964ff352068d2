/**
 * Where a population applicant stands today, and the share of applicants who stand there. Together they put
 * instances in every state of the three machines: the signing chain's four, every stage of the candidate
 * pipeline (waiting and failed), and certificate orders awaiting the deputy, awaiting the director, signed
 * (issuing) and issued.
 */
export const DESTINATIONS = {
  waiting_staff: { share: 6, stage: 'application' },
  waiting_deputy: { share: 5, stage: 'application' },
  refused_by_staff: { share: 5, stage: 'application' },
  refused_by_deputy: { share: 3, stage: 'application' },
  at_tests: { share: 8, stage: 'tests' },
  failed_tests: { share: 8, stage: 'tests' },
  at_interview: { share: 5, stage: 'interview' },
  failed_interview: { share: 3, stage: 'interview' },
  at_essay: { share: 5, stage: 'essay' },
  failed_essay: { share: 3, stage: 'essay' },
  at_theory: { share: 8, stage: 'theory' },
  at_practice: { share: 5, stage: 'practice' },
  failed_practice: { share: 2, stage: 'practice' },
  /** Course completed, on no certificate order yet. */
  eligible: { share: 4, stage: 'certificate' },
  /** On an order the deputy has not signed. */
  ordered: { share: 2, stage: 'certificate' },
  /** On an order the deputy signed, awaiting the director. */
  signed_by_deputy: { share: 2, stage: 'certificate' },
  /** Approved by the director, the certificate not issued yet. */
  approved_by_director: { share: 2, stage: 'certificate' },
  expert: { share: 14, stage: 'certificate' },
} as const;

export type Destination = keyof typeof DESTINATIONS;

/** The stage a destination's applicants got to: their application, or a stage of their pipeline. */
export type ReachedStage = (typeof DESTINATIONS)[Destination]['stage'];

/** The destinations of applicants on a certificate order, and the order's step they wait at (or passed). */
export const ORDER_DESTINATIONS = {
  ordered: 'awaiting_deputy',
  signed_by_deputy: 'awaiting_director',
  approved_by_director: 'approved',
  expert: 'issued',
} as const satisfies Partial<Record<Destination, string>>;

export type OrderStage = (typeof ORDER_DESTINATIONS)[keyof typeof ORDER_DESTINATIONS];

/**
 * `count` destinations in proportion to their shares (largest remainders), each at least once when the
 * population is large enough for that, in a random order drawn by `shuffle`.
 */
export function allocateDestinations(count: number, shuffle: <T>(items: T[]) => T[]): Destination[] {
  const keys = Object.keys(DESTINATIONS) as Destination[];
  const floor = count >= keys.length ? 1 : 0;
  const rest = count - floor * keys.length;
  const total = keys.reduce((sum, key) => sum + DESTINATIONS[key].share, 0);
  const exact = keys.map((key) => ({ key, value: (rest * DESTINATIONS[key].share) / total }));
  const counts = new Map(exact.map(({ key, value }) => [key, floor + Math.floor(value)]));
  let left = count - [...counts.values()].reduce((sum, n) => sum + n, 0);
  for (const { key } of [...exact].sort((x, y) => (y.value % 1) - (x.value % 1))) {
    if (left-- <= 0) break;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return shuffle(keys.flatMap((key) => Array.from({ length: counts.get(key) ?? 0 }, () => key)));
}
