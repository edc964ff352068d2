// axe-core over the app's screens as their users see them, in ru and kk at 1366 and 390 px wide:
//   node tools/axe-sweep.mjs [--url http://127.0.0.1:3000] [--json FILE] [--wait MS]
//                            [role:/path[ :: SELECTOR ...] ...]
// Without entries it takes every route of the app with a demo user who can open it (public pages with no
// session), and the open states: a modal, a toast, a date picker, a dropdown. `role` is a demo account
// (password demo12345), `public` for no session, or `expired` for a session the server refuses (the app then
// shows its «session expired» toast). Each ` :: SELECTOR` after the path is clicked in turn before axe runs.
// Paths may hold {certificate} (the uuid of certified1's certificate) and {course} (the first demo course).
// Prints one line per screen: counts of critical/serious/moderate/minor violations and the rule ids of the
// critical and serious ones; then the totals. --json saves every screen's counts, rule ids and a few elements
// of each critical or serious rule.
import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { demoSession, launchChromium, screenContext, takeOption } from './browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => takeOption(args, name, fallback);
const base = option('url', 'http://127.0.0.1:3000');
const jsonFile = option('json', null);
const waitMs = Number(option('wait', '600'));
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];

const AREA_SCREENS = {
  admin: [
    'users',
    'candidates',
    'pre-course-tests',
    'courses',
    'courses/{course}/content',
    'courses/{course}/add-lesson',
    'course-users',
    'invite-interview',
    'essay',
    'practice',
    'staff',
    'eligible',
    'statistics/progress',
    'statistics/tests',
    'statistics/tests/1',
    'statistics/third',
    'contact-messages',
    'mail-log',
    'workflow-failures',
    'certificates/issue',
    'nope',
  ],
  director: ['dashboard', 'applications', 'certificates', 'certificates/issue'],
  deputy: ['approvals', 'cert-approvals'],
  staff: ['applications'],
  analyst: [
    'workflows',
    'workflows/applicationSigning',
    'statistics/progress',
    'statistics/tests',
    'statistics/tests/1',
    'statistics/third',
  ],
};

const DEFAULT_ENTRIES = [
  'public:/',
  'public:/login',
  'public:/register-expert',
  'public:/certificates',
  'public:/certificates/{certificate}',
  'public:/set-password/not-a-token',
  'public:/nope',
  ...Object.entries(AREA_SCREENS).flatMap(([area, paths]) => paths.map((path) => `${area}:/${area}/${path}`)),
  // The candidates, each where their stage is open (and one stage gate that is not).
  'candidate:/user/profile',
  'candidate:/user/tests',
  'candidate:/user/courses',
  'interviewee:/user/interview',
  'essayist:/user/essay',
  'retaker:/user/tests',
  'direct:/user/courses',
  'direct:/user/courses/{course}',
  'practitioner:/user/practice',
  'certified1:/user/certificate',
  // Open states: a modal, a toast, a date picker (open, and with a date and its clear button), a dropdown.
  'public:/ :: #home button:has(.tabler-icon-player-play)',
  'staff:/staff/applications :: tr[data-testid^="application-"] button',
  'admin:/admin/courses :: button:has(.tabler-icon-plus)',
  'candidate:/user/tests :: button:has(.tabler-icon-player-play)',
  'expired:/admin/users',
  'staff:/staff/applications :: .mantine-DateInput-input',
  'staff:/staff/applications :: .mantine-DateInput-input :: .mantine-DateInput-day:not([data-outside])',
  'staff:/staff/applications :: .mantine-Select-input',
];

const entries = (args.length ? args : DEFAULT_ENTRIES).map((spec) => {
  const [target, ...clicks] = spec.split(' :: ');
  const [role, path] = target.split(/:(.*)/s);
  return { spec, role, path, clicks };
});

async function apiGet(role, path) {
  const { access } = await demoSession(base, role);
  const res = await fetch(`${base}/api/v1/${path}`, { headers: { Authorization: `Bearer ${access}` } });
  if (!res.ok) throw new Error(`GET ${path} as ${role}: ${res.status}`);
  return res.json();
}

const placeholders = {};
async function resolvePath(path) {
  if (path.includes('{certificate}')) {
    placeholders.certificate ??= (await apiGet('certified1', 'certificates/my/')).results[0].uuid;
  }
  if (path.includes('{course}')) {
    const courses = (await apiGet('admin', 'courses/?ordering=id')).results;
    placeholders.course ??= Math.min(...courses.map((course) => course.id));
  }
  return path.replace(/\{(\w+)\}/g, (_, name) => placeholders[name]);
}

const browser = await launchChromium();
const results = [];
const totals = Object.fromEntries(IMPACTS.map((impact) => [impact, 0]));
try {
  for (const entry of entries) {
    const session = await demoSession(base, entry.role);
    const path = await resolvePath(entry.path);
    for (const lang of ['ru', 'kk']) {
      for (const width of [1366, 390]) {
        const context = await screenContext(browser, { width, lang, session });
        const page = await context.newPage();
        const screen = `${entry.spec} ${lang} ${width}`;
        const counts = Object.fromEntries(IMPACTS.map((impact) => [impact, 0]));
        const rules = new Set();
        // Where the critical and serious ones are: a few of each rule's elements, for the --json file.
        const where = {};
        let error;
        try {
          await page.goto(`${base}${path}`, { waitUntil: 'load' });
          // The notification stream stays open, so the network is never idle in an area: settle for a quiet
          // moment of everything else.
          await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
          for (const selector of entry.clicks) {
            await page.locator(selector).first().click({ timeout: 10_000 });
            await page.waitForTimeout(waitMs);
          }
          if (entry.role === 'expired') await page.locator('.mantine-Notification-root').first().waitFor();
          await page.waitForTimeout(waitMs);
          const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          for (const violation of violations) {
            counts[violation.impact] += 1;
            if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
            rules.add(violation.id);
            where[violation.id] = violation.nodes.slice(0, 5).map((node) => node.html.slice(0, 300));
          }
        } catch (failure) {
          error = String(failure.message ?? failure).split('\n')[0];
        }
        for (const impact of IMPACTS) totals[impact] += counts[impact];
        results.push({
          screen,
          role: entry.role,
          path,
          clicks: entry.clicks,
          lang,
          width,
          counts,
          rules: [...rules],
          where,
          error,
        });
        const figures = IMPACTS.map((impact) => `${impact[0]}${counts[impact]}`).join(' ');
        console.log(
          `${figures}  ${screen}${rules.size ? `  [${[...rules].join(', ')}]` : ''}${error ? `  ERROR ${error}` : ''}`,
        );
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
const failed = results.filter((result) => result.error).length;
console.log(
  `total: ${results.length} screens, ${IMPACTS.map((impact) => `${totals[impact]} ${impact}`).join(', ')}` +
    (failed ? `, ${failed} not checked (error)` : ''),
);
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ totals, results }, null, 2));
