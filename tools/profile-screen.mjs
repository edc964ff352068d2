// Where a screen's load spends the main thread's JavaScript, and how many components it draws:
//   node tools/profile-screen.mjs [--url http://127.0.0.1:3000] [--loads 5] [--width 390] role:/path [...]
// `role` is a demo account (password demo12345), as for tools/screenshots.mjs. Against a running portal (a
// production build: `npm start`, or the API started on apps/web/dist). Per screen, after one load that fills the
// browser's cache, `--loads` reloads each under V8's sampling profiler (0.1 ms): the JavaScript's self time per
// load, by script and by function (names as minified), then the components of the last load's React tree by
// name, counted from the tree React hands to a devtools hook (Mantine's carry their names in production too).
// Compare two builds with the same options, one after the other, on an otherwise idle machine: a single load
// moves by 10-20 %.
import { demoSession, launchChromium, screenArgs, screenContext, takeOption } from './browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => takeOption(args, name, fallback);
const base = option('url', 'http://127.0.0.1:3000');
const loads = Number(option('loads', '5'));
const width = Number(option('width', '390'));
const screens = screenArgs(
  args,
  'node tools/profile-screen.mjs [--url URL] [--loads N] [--width PX] role:/path ...',
);

/** Replaces React's devtools hook: keeps the last committed root, for counting its components. */
function keepCommittedRoot() {
  let ids = 0;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(++ids, renderer);
      return ids;
    },
    onCommitFiberRoot(_id, root) {
      globalThis.__profiledRoot = root;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** The components of the committed tree by name, and the host elements (`<element>`). */
function countComponents() {
  const counts = {};
  const add = (name) => (counts[name] = (counts[name] ?? 0) + 1);
  const walk = (first) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const type = fiber.type;
      if (typeof type === 'string') add('<element>');
      else if (type)
        add(type.displayName || type.name || type.render?.displayName || type.render?.name || '(anonymous)');
      walk(fiber.child);
    }
  };
  walk(globalThis.__profiledRoot?.current.child);
  return counts;
}

const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
const ms = (micros) => (micros / 1000 / loads).toFixed(1).padStart(7);
const NOT_JS = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

const browser = await launchChromium();
try {
  for (const { role, path } of screens) {
    const context = await screenContext(browser, {
      width,
      lang: 'ru',
      session: await demoSession(base, role),
    });
    await context.addInitScript(keepCommittedRoot);
    const page = await context.newPage();
    const load = async () => {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      // The notification stream keeps the network busy: wait for a quiet moment of everything else.
      await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
      await page.waitForTimeout(500);
    };
    await load();
    const byScript = new Map();
    const byFunction = new Map();
    let javascript = 0;
    for (let i = 0; i < loads; i++) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await load();
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.detach();
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      profile.samples.forEach((id, index) => {
        const frame = nodes.get(id).callFrame;
        if (NOT_JS.has(frame.functionName)) return;
        const took = profile.timeDeltas[index] ?? 0;
        const script = frame.url.replace(/.*\//, '') || '(browser)';
        javascript += took;
        byScript.set(script, (byScript.get(script) ?? 0) + took);
        const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}`;
        byFunction.set(name, (byFunction.get(name) ?? 0) + took);
      });
    }
    const components = Object.entries(await page.evaluate(countComponents));
    const drawn = components.filter(([name]) => name !== '<element>').reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `\n${role}:${path} at ${width} px, ${loads} loads: JavaScript ${ms(javascript).trim()} ms per load`,
    );
    for (const [script, took] of top(byScript, 10)) console.log(`  ${ms(took)} ms  ${script}`);
    console.log('  functions:');
    for (const [name, took] of top(byFunction, 15)) console.log(`  ${ms(took)} ms  ${name}`);
    console.log(`  components drawn: ${drawn}, elements ${Object.fromEntries(components)['<element>'] ?? 0}`);
    for (const [name, n] of top(new Map(components.filter(([c]) => c !== '<element>')), 12))
      console.log(`  ${String(n).padStart(7)}  ${name}`);
    await context.close();
  }
} finally {
  await browser.close();
}
