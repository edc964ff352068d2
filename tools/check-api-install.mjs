// `node tools/check-api-install.mjs`: the API's production install, as the README tells a deployment to make it,
// is small, holds no web library, and runs.
//
// 1. Builds the API and copies the manifests (root and workspaces, with the lock file) and the built API into a
//    scratch folder.
// 2. Installs there what the API needs at run time: `npm ci --omit=dev --omit=optional -w @expert-portal/api`,
//    from npm's cache where the install before it left the packages (`--prefer-offline`).
// 3. Fails when node_modules holds MAX_MIB or more of files, or a web or development library.
// 4. Starts the installed API in production mode on a fresh database and waits for /api/v1/health/ready.
// Prints the install's size and the largest packages in it.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchRun, build, cleanup, createDatabase, freePort, log, root } from './bench/support.mjs';

const MAX_MIB = 200;
const WORKSPACES = ['apps/api', 'apps/web', 'apps/e2e', 'libs/contracts', 'machines'];
const BUILT = ['apps/api/dist', 'apps/api/assets', 'libs/contracts/dist', 'machines/dist'];
const WEB_LIBRARIES = [
  'react',
  'react-dom',
  '@mantine/core',
  '@tabler/icons-react',
  '@tanstack/react-query',
  '@xyflow/react',
  'recharts',
  'i18next',
  'react-i18next',
  'react-router-dom',
  'vite',
  'msw',
  'jest',
  'typescript',
];

/**
 * Sizes in MiB as `du` counts them: the bytes of the files (`apparent`), or the disk blocks they take, which on a
 * 4 KiB-block file system adds about half again for the tens of thousands of small files.
 */
const mib = (paths, { apparent = true } = {}) =>
  execFileSync('du', ['-sm', ...(apparent ? ['--apparent-size'] : []), ...paths], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [size, path] = line.split('\t');
      return { size: Number(size), path };
    });

build('api');
const dir = mkdtempSync(join(tmpdir(), 'ep-api-install-'));
const bench = benchRun();
let api;
let failed = false;
try {
  for (const file of ['package.json', 'package-lock.json', ...WORKSPACES.map((w) => `${w}/package.json`)])
    cpSync(join(root, file), join(dir, file));
  for (const built of BUILT) cpSync(join(root, built), join(dir, built), { recursive: true });

  log('npm ci --omit=dev --omit=optional -w @expert-portal/api');
  execFileSync(
    'npm',
    [
      'ci',
      '--omit=dev',
      '--omit=optional',
      '-w',
      '@expert-portal/api',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] },
  );

  // npm puts a package under a workspace's own node_modules when the root's holds another version of it.
  const folders = ['', ...WORKSPACES]
    .map((workspace) => join(dir, workspace, 'node_modules'))
    .filter((folder) => existsSync(folder));
  const total = (options) => mib(folders, options).reduce((sum, folder) => sum + folder.size, 0);
  const size = total();
  const onDisk = total({ apparent: false });
  const installed = folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => !name.startsWith('.'))
      .flatMap((name) =>
        name.startsWith('@') ? readdirSync(join(folder, name)).map((inner) => `${name}/${inner}`) : [name],
      )
      .map((name) => ({ name, path: join(folder, name) })),
  );
  const packages = installed.map(({ name }) => name);
  const largest = mib(installed.map(({ path }) => path))
    .sort((a, b) => b.size - a.size)
    .slice(0, 8)
    .map(({ size: s, path }) => `${path.slice(dir.length + 1).replace(/^(.*\/)?node_modules\//, '')} ${s}`);
  log(
    `installed: ${packages.length} packages, ${size} MiB of files (limit ${MAX_MIB}), ${onDisk} MiB on disk; ` +
      `largest (MiB): ${largest.join(', ')}`,
  );
  if (size >= MAX_MIB) {
    failed = true;
    log(`FAILED the install holds ${size} MiB of files, the limit is ${MAX_MIB}`);
  }
  const web = WEB_LIBRARIES.filter((name) => packages.includes(name));
  if (web.length > 0) {
    failed = true;
    log(`FAILED the install holds web or development libraries: ${web.join(', ')}`);
  }

  await createDatabase(bench);
  const port = await freePort();
  api = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: bench.databaseUrl,
      REDIS_PREFIX: `install-${bench.runId}`,
      STORAGE_DIR: bench.storageDir,
      JWT_ACCESS_SECRET: 'a'.repeat(64),
      JWT_REFRESH_SECRET: 'b'.repeat(64),
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error('the installed API exited during start-up');
    const status = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline)
      throw new Error(`the installed API was not ready within 60 s (last: ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log('the installed API started, migrated its database and answers ready');
} catch (error) {
  failed = true;
  log(`FAILED ${error instanceof Error ? error.message : error}`);
} finally {
  api?.kill('SIGTERM');
  if (api && api.exitCode === null) await new Promise((resolve) => api.once('exit', resolve));
  await cleanup(bench);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
