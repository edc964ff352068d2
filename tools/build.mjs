// Builds what is out of date: the libraries and the API (incremental tsc), then the web app when its sources
// are newer than its last build. Usage: node tools/build.mjs [api|web]...
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const targets = process.argv.slice(2);
const wants = (target) => targets.length === 0 || targets.includes(target);

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path)
      .filter((n) => n !== 'dist' && n !== 'node_modules')
      .map((n) => newest(join(path, n))),
  );
}

/**
 * Deletes the built files of migrations whose source is gone: `tsc -b` never deletes what it emitted for a
 * removed or renamed source, and the API finds its migrations by reading dist/database/migrations.
 */
function pruneBuiltMigrations() {
  const built = join(root, 'apps/api/dist/database/migrations');
  const sources = join(root, 'apps/api/src/database/migrations');
  if (!existsSync(built)) return;
  for (const file of readdirSync(built)) {
    const base = /^(.+?)\.(?:js|d\.ts)(?:\.map)?$/.exec(file)?.[1];
    if (base && !existsSync(join(sources, `${base}.ts`))) {
      console.log(`build: deleting ${file}, built from a migration source that is gone`);
      rmSync(join(built, file));
    }
  }
}

if (wants('api')) {
  console.log('build: libraries and API (tsc -b)');
  // TypeScript 7, the native compiler (about three times quicker here); the 5.9 beside it serves the tools
  // that read TypeScript's JavaScript API (typescript-eslint, openapi-typescript).
  run(process.execPath, ['node_modules/typescript-7/bin/tsc', '-b', 'tsconfig.build.json']);
  pruneBuiltMigrations();
}

if (wants('web')) {
  const built = join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/vite-plugins',
    'libs/contracts/src',
    'machines/src',
    'package-lock.json',
  ];
  const stale =
    !existsSync(built) || Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(built).mtimeMs;
  if (stale) {
    console.log('build: web app (vite)');
    const started = new Date();
    // From the web app's folder: Vite is its development dependency, installed there.
    run('npx', ['vite', 'build', '--logLevel', 'warn'], join(root, 'apps/web'));
    // The build is as new as the sources it read: a source saved while it ran is newer, so the next call
    // builds again rather than finding index.html (written last) newer than the change.
    utimesSync(built, started, started);
  } else {
    console.log('build: web app is up to date');
  }
}
