/**
 * Lets a child `node` process run the API's TypeScript sources the way jest does (swc, decorator
 * metadata, the workspace libraries from their sources): `node -r ./register-ts.cjs src/worker.ts`.
 */
const Module = require('node:module');
const { readFileSync } = require('node:fs');
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

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    // import() stays Node's own, as tsc leaves it: it loads ES-only packages (unpdf's pdf.js) that require() cannot.
    module: { type: 'commonjs', ignoreDynamic: true },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
