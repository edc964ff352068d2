/**
 * Lets a child `node` process run the API's TypeScript sources the way jest does (swc, decorator
 * metadata, the workspace libraries from their sources): `node -r ./register-ts.cjs src/worker.ts`.
 */
const Module = require('node:module');
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const root = join(__dirname, '../../../..');
const LIBRARIES = {
  '@expert-portal/contracts': join(root, 'libs/contracts/src/index.ts'),
  '@expert-portal/machines': join(root, 'machines/src/index.ts'),
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, LIBRARIES[request] ?? request, ...rest);
};

const OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  // import() stays Node's own, as tsc leaves it: it loads ES-only packages (unpdf's pdf.js) that require() cannot.
  module: { type: 'commonjs', ignoreDynamic: true },
  sourceMaps: 'inline',
};

// The tests start dozens of API and worker processes, each of which would compile the same few hundred files
// again: a file's output is kept under the hash of its source, its path and the options, as jest keeps its own.
const CACHE = join(root, 'node_modules/.cache/register-ts');
const SALT = `${require('@swc/core/package.json').version}${JSON.stringify(OPTIONS)}`;
mkdirSync(CACHE, { recursive: true });

function compiled(source, filename) {
  const cached = join(
    CACHE,
    `${createHash('sha1').update(SALT).update(filename).update(source).digest('hex')}.js`,
  );
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    const { code } = transformSync(source, { ...OPTIONS, filename });
    // Written aside and renamed: processes starting together never read half a file.
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, code);
    renameSync(partial, cached);
    return code;
  }
}

require.extensions['.ts'] = (module, filename) => {
  module._compile(compiled(readFileSync(filename, 'utf8'), filename), filename);
};
