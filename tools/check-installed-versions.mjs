// `node tools/check-installed-versions.mjs`: every dependency the manifests declare (the root's and each
// workspace's) is installed in a version its range accepts. An upgrade that reached only the lock file, or a lock
// file regenerated back behind its manifest, fails here instead of shipping the old major quietly.
//
// It also fails when an installed package's `engines.node` excludes the Node that runs it.
//
// Prints one line per mismatch (declared range, installed version, where) and exits 1 when there is any.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = new URL('..', import.meta.url).pathname;
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const rootManifest = read(join(root, 'package.json'));
const lock = read(join(root, 'package-lock.json'));
// The workspaces' folders, as the lock file resolved the root's globs.
const workspaces = Object.entries(lock.packages)
  .filter(([path, entry]) => entry.link && path.startsWith('node_modules/'))
  .map(([, entry]) => entry.resolved);

const FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'];
const mismatches = [];
let checked = 0;

for (const folder of ['', ...workspaces]) {
  const manifest = folder ? read(join(root, folder, 'package.json')) : rootManifest;
  const where = `${folder || '.'}/package.json`;
  for (const field of FIELDS) {
    for (const [name, declared] of Object.entries(manifest[field] ?? {})) {
      // An alias (`npm:typescript@~7.0.2`) holds its version to the range after the package's name.
      const range = declared.startsWith('npm:') ? declared.slice(declared.lastIndexOf('@') + 1) : declared;
      // Workspaces (`*`), tags and URLs are no semver range to hold an installed version to.
      if (!semver.validRange(range) || range === '*') continue;
      // Where Node finds it from the workspace's code: its own node_modules, else the root's.
      const found = [join(root, folder, 'node_modules', name), join(root, 'node_modules', name)]
        .map((path) => join(path, 'package.json'))
        .find((path) => existsSync(path));
      if (!found) {
        if (field !== 'optionalDependencies')
          mismatches.push(`${name}: ${range} declared in ${where}, not installed`);
        continue;
      }
      const installed = read(found).version;
      checked += 1;
      if (!semver.satisfies(installed, range, { includePrerelease: true })) {
        mismatches.push(`${name}: ${range} declared in ${where}, ${installed} installed`);
      }
    }
  }
}

// Every installed package, direct or not, accepts the Node that runs it: a dependency's new major that wants a
// newer Node (npm only warns, EBADENGINE) is pinned back to its previous major in the root's `overrides`.
let engines = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  const wanted = entry.engines?.node;
  if (!path || entry.link || !semver.validRange(wanted) || !existsSync(join(root, path, 'package.json')))
    continue;
  engines += 1;
  if (!semver.satisfies(process.versions.node, wanted))
    mismatches.push(
      `${path.split('node_modules/').at(-1)}@${entry.version}: wants node ${wanted}, runs on ${process.versions.node}`,
    );
}

for (const line of mismatches) console.log(`versions: ${line}`);
console.log(
  `versions: ${checked} declared dependencies and ${engines} installed packages' engines checked, ${mismatches.length} mismatches`,
);
process.exit(mismatches.length ? 1 : 0);
