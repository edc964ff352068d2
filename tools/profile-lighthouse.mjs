// What Lighthouse's Total Blocking Time is made of, read from the trace Lighthouse itself records:
//   node tools/profile-lighthouse.mjs [--url http://127.0.0.1:3000] [--runs 1] [--min 12] [--depth 3] [--top 0]
//     [--profiler on|off] role:/path [...]
// Against a running portal (a production build: `npm start`, or the API started on apps/web/dist), as bench:screens
// runs Lighthouse (tools/bench/lighthouse.mjs: the mobile preset, signed in as the demo account `role`), with V8's
// sampling profiler added to the trace's categories. Per run: the score and metrics, Lighthouse's simulated long
// tasks (its TBT is their sum over 50 ms after the first paint: each task observed on this machine, 4× as long),
// then every main-thread task of at least --min ms as observed (unthrottled), with the trace events it is made
// of and its JavaScript by call tree, --depth frames deep (names as minified: build with `--minify false` to
// read them). With --top N, each task also lists its N heaviest functions by self time and its N heaviest
// components (functions named in PascalCase) by inclusive time: what a call tree deep in React's recursion hides.
// The profiler lengthens JavaScript-heavy tasks up to three times: read their shape here, and their length with
// --profiler off (the trace without the profiler, each task listed by its events only) or in bench:screens.
import { demoSession, screenArgs, takeOption } from './browser.mjs';
import { auditWithRetry } from './bench/lighthouse.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => takeOption(args, name, fallback);
const base = option('url', 'http://127.0.0.1:3000');
const runs = Number(option('runs', '1'));
const minMs = Number(option('min', '12'));
const depth = Number(option('depth', '3'));
const top = Number(option('top', '0'));
const profiler = option('profiler', 'on') !== 'off';
const screens = screenArgs(
  args,
  'node tools/profile-lighthouse.mjs [--url URL] [--runs N] [--min MS] [--depth N] [--top N] [--profiler on|off] role:/path ...',
);
const PROFILER = 'disabled-by-default-v8.cpu_profiler';
/** Frames under this share of a task's time are left out of its call tree. */
const MIN_FRAME_MS = 1;

const ms = (micros) => (micros / 1000).toFixed(1);
const fileOf = (url = '') => url.split('/').pop() || '';

/** The renderer's main thread: the CrRendererMain thread with the most tasks. */
function mainThread(events) {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && mains.has(key)) tasks.set(key, (tasks.get(key) ?? 0) + 1);
  }
  const [key] = [...tasks].sort((a, b) => b[1] - a[1])[0];
  const [pid, tid] = key.split(':').map(Number);
  return { pid, tid };
}

/** The main thread's CPU profile: its nodes by id and its samples with their times. */
function samplesOf(events, { pid, tid }) {
  const profiles = events.filter(
    (event) => event.name === 'Profile' && event.pid === pid && event.tid === tid,
  );
  const ids = new Set(profiles.map((event) => event.id));
  const nodes = new Map();
  const samples = [];
  let time = profiles[0]?.args.data.startTime ?? 0;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && ids.has(event.id))) {
    const profile = chunk.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    (profile.samples ?? []).forEach((id, index) => {
      time += chunk.args.data.timeDeltas[index];
      samples.push({ time, id });
    });
  }
  return { nodes, samples };
}

const frameName = ({ callFrame }) =>
  `${callFrame.functionName || '(anonymous)'} ${fileOf(callFrame.url)}:${callFrame.lineNumber + 1}`;

/**
 * The task's JavaScript as a call tree of inclusive milliseconds, with each function's self time and each
 * component's inclusive time (counted once per sample however deep it recurses).
 */
function callTree(task, { nodes, samples }) {
  const root = { ms: 0, children: new Map() };
  const self = new Map();
  const components = new Map();
  const add = (map, name, value) => map.set(name, (map.get(name) ?? 0) + value);
  const within = samples.filter((sample) => sample.time >= task.ts && sample.time <= task.ts + task.dur);
  within.forEach((sample, index) => {
    const next = within[index + 1]?.time ?? sample.time;
    const spent = (next - sample.time) / 1000;
    const stack = [];
    for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent))
      if (node.callFrame.functionName !== '(root)') stack.unshift(frameName(node));
    let at = root;
    for (const name of stack) {
      if (!at.children.has(name)) at.children.set(name, { ms: 0, children: new Map() });
      at = at.children.get(name);
      at.ms += spent;
    }
    if (stack.length) add(self, stack.at(-1), spent);
    for (const name of new Set(stack.filter((frame) => /^_?[A-Z][a-z]\w* /.test(frame))))
      add(components, name, spent);
  });
  return Object.assign(root, { self, components });
}

function printHeaviest(label, map) {
  const heaviest = [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  if (!heaviest.length) return;
  console.log(`    ${label}: ${heaviest.map(([name, spent]) => `${name} ${spent.toFixed(1)}`).join(', ')}`);
}

function printTree(node, level) {
  if (level > depth) return;
  for (const [name, child] of [...node.children].sort((a, b) => b[1].ms - a[1].ms)) {
    if (child.ms < MIN_FRAME_MS) continue;
    console.log(`${'  '.repeat(level + 2)}${child.ms.toFixed(1)} ${name}`);
    printTree(child, level + 1);
  }
}

/** The events a task is made of: those inside it that no longer event inside it contains. */
function partsOf(task, events) {
  const inside = events.filter(
    (event) =>
      event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && event.dur > 500,
  );
  return inside.filter(
    (event) =>
      !inside.some(
        (other) =>
          other !== event &&
          other.dur > event.dur &&
          other.ts <= event.ts &&
          other.ts + other.dur >= event.ts + event.dur,
      ),
  );
}

function describe(event) {
  const data = event.args?.data ?? {};
  const what = fileOf(data.url) || data.functionName || data.type || '';
  return `${event.name}${what ? ` (${what})` : ''} ${ms(event.dur)}`;
}

function report(result) {
  const { lhr } = result;
  const audits = lhr.audits;
  const figure = (id) => Math.round(audits[id].numericValue);
  console.log(
    `  performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${figure('first-contentful-paint')} ms, ` +
      `LCP ${figure('largest-contentful-paint')} ms, TBT ${figure('total-blocking-time')} ms, ` +
      `host CPU index ${Math.round(lhr.environment.benchmarkIndex)}`,
  );
  const simulated = audits['long-tasks'].details.items
    .map(
      (item) => `${Math.round(item.startTime)}+${Math.round(item.duration)} ${fileOf(item.url) || item.url}`,
    )
    .join(', ');
  console.log(`  simulated long tasks (start+ms): ${simulated}`);

  const events = result.artifacts.Trace.traceEvents;
  const thread = mainThread(events);
  const metrics = audits.metrics.details.items[0];
  const origin = metrics.observedTimeOriginTs;
  const firstPaint = metrics.observedFirstContentfulPaintTs;
  console.log(
    `  observed: first paint at ${ms(firstPaint - origin)} ms; the main thread's tasks of ${minMs} ms or more:`,
  );
  const onMain = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const profile = samplesOf(events, thread);
  for (const task of onMain.filter((event) => event.name === 'RunTask' && event.dur >= minMs * 1000)) {
    const when = task.ts < firstPaint ? ' (before the first paint)' : '';
    console.log(
      `  @${ms(task.ts - origin)} ${ms(task.dur)} ms${when}: ${partsOf(task, onMain).map(describe).join(' | ')}`,
    );
    const tree = callTree(task, profile);
    printTree(tree, 0);
    if (top > 0) {
      printHeaviest('by self time', tree.self);
      printHeaviest('components, inclusive', tree.components);
    }
  }
}

for (const { role, path } of screens) {
  const session = await demoSession(base, role);
  for (let run = 1; run <= runs; run += 1) {
    console.log(`${role}:${path}, run ${run} of ${runs}`);
    const settings = profiler ? { additionalTraceCategories: PROFILER } : {};
    report(await auditWithRetry(`${base}${path}`, session, settings));
  }
}
