// Two builds of the portal compared in Lighthouse, run by run:
//   node tools/compare-lighthouse.mjs --base http://127.0.0.1:3001 --new http://127.0.0.1:3002 [--runs 8]
//     role:/path [...]
// Against two running portals (each a production build: the API started on its own web build, the two on one
// database), as bench:screens runs Lighthouse (tools/bench/lighthouse.mjs: the mobile preset, signed in as the
// demo account `role`). Per screen, --runs runs of each build, alternated and in turned order (base then new, new
// then base…) so that a host growing slower or faster over the run weighs on both alike; then each build's median
// score (with its range), median TBT and how many runs scored 90 or more. Lighthouse's score moves by about ±4 from
// one run to the next on this machine: a median of three does not tell two builds apart, eight or ten runs do.
import { demoSession, screenArgs, takeOption } from './browser.mjs';
import { auditWithRetry } from './bench/lighthouse.mjs';

const args = process.argv.slice(2);
const builds = { base: takeOption(args, 'base'), new: takeOption(args, 'new') };
const runs = Number(takeOption(args, 'runs', '8'));
const usage = 'node tools/compare-lighthouse.mjs --base URL --new URL [--runs 8] role:/path ...';
if (!builds.base || !builds.new) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const screens = screenArgs(args, usage);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

for (const { role, path } of screens) {
  const sessions = {
    base: await demoSession(builds.base, role),
    new: await demoSession(builds.new, role),
  };
  const results = { base: [], new: [] };
  for (let run = 1; run <= runs; run += 1) {
    for (const name of run % 2 ? ['base', 'new'] : ['new', 'base']) {
      const { lhr } = await auditWithRetry(`${builds[name]}${path}`, sessions[name], {});
      const result = {
        score: Math.round(lhr.categories.performance.score * 100),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        index: Math.round(lhr.environment.benchmarkIndex),
      };
      results[name].push(result);
      console.log(
        `${role}:${path} ${name.padEnd(4)} run ${run}: ${result.score}, TBT ${result.tbt} ms, ` +
          `LCP ${result.lcp} ms, host CPU index ${result.index}`,
      );
    }
  }
  for (const name of ['base', 'new']) {
    const scores = results[name].map((result) => result.score);
    const tbt = median(results[name].map((result) => result.tbt));
    const lcp = median(results[name].map((result) => result.lcp));
    console.log(
      `${role}:${path} ${name}: performance ${median(scores)} (${Math.min(...scores)}–${Math.max(...scores)}), ` +
        `TBT ${tbt} ms, LCP ${lcp} ms (medians); ${scores.filter((score) => score >= 90).length} of ${runs} runs ≥ 90`,
    );
  }
}
