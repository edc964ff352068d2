// `npm start`: builds what is needed, then runs the API (which also serves the web app) and the worker.
// Both migrate the database on start (under a lock); the API seeds demo data into an empty database.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const build = spawnSync(process.execPath, ['tools/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = ['main', 'worker'].map((entry) =>
  spawn(process.execPath, [`apps/api/dist/${entry}.js`], { cwd: root, stdio: 'inherit', env: process.env }),
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Each finishes what is in flight within its grace (SHUTDOWN_GRACE_SECONDS, 20 by default), then exits.
  const grace = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 20);
  setTimeout(() => process.exit(code), ((Number.isFinite(grace) ? grace : 20) + 5) * 1000).unref();
  Promise.all(
    children.map((child) => child.exitCode !== null || new Promise((r) => child.once('exit', r))),
  ).then(() => process.exit(code));
}

for (const child of children) child.once('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
