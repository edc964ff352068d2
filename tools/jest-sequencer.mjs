// The order jest runs the test files in (jest.config.ts). jest's own order puts a file that failed last time
// first, then the longest by its last run, and, with no run of its own behind it (a fresh clone: CI), the
// largest. That last order starts the integration files late: the browser-less web files are larger, and the
// longest integration file (bad-input, about a tenth of the run) would then end on one worker while the others
// have nothing left. Here the integration files go first, the longest of them at the head, each group in jest's
// own order; while they wait on the processes, timers and sockets they start, the other worker runs the CPU-bound
// web files.
import Sequencer from '@jest/test-sequencer';

/** The integration files that take longest, longest first (reports/jest.json of a CI run has the figures). */
const LONGEST = [
  'bad-input',
  'mail-delivery',
  'startup-once',
  'redis-outage-log',
  'shutdown',
  'spec-calls',
  'multi-process',
  'first-admin',
  'redis-loss',
];

const rank = (path) => {
  const long = LONGEST.findIndex((name) => path.endsWith(`/apps/api/test/${name}.int-spec.ts`));
  if (long >= 0) return long;
  return path.endsWith('.int-spec.ts') ? LONGEST.length : LONGEST.length + 1;
};

export default class IntegrationFirst extends Sequencer {
  async sort(tests) {
    // A stable sort: within a rank, jest's own order stays.
    return (await super.sort(tests)).toSorted((a, b) => rank(a.path) - rank(b.path));
  }
}
