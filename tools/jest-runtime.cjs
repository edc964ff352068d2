// jest's own runtime (jest-runtime), with V8's code cache for every module it compiles.
//
// jest compiles each module of each test file anew (`vm.compileFunction`, a registry per file): React, Mantine,
// Nest and TypeORM are parsed and compiled again for each of the 200-odd files, about a tenth of a file's time.
// Here each compiled source leaves V8's code cache in jest's cache folder (keyed by a hash of the source and its
// path), and the next compile of the same module, in any file and any worker, starts from it. V8 checks the cache
// against the source and its own version and flags, and compiles as before when it does not fit.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const vm = require('node:vm');
const JestRuntime = require('jest-runtime').default;

let folder = null;
const compileFunction = vm.compileFunction;

vm.compileFunction = function compileWithCodeCache(code, params, options) {
  if (!folder) return compileFunction(code, params, options);
  // With the file's path: a cached compile keeps the path it was made from, which stack traces then name (a
  // second checkout on the machine saw its errors point into the first one's node_modules).
  const key = createHash('sha1')
    .update(code)
    .update('\0')
    .update(params.join(','))
    .update('\0')
    .update(options?.filename ?? '')
    .digest('hex');
  const file = join(folder, key);
  let cachedData;
  try {
    cachedData = readFileSync(file);
  } catch {
    // Not compiled before.
  }
  const fn = compileFunction(code, params, { ...options, cachedData, produceCachedData: !cachedData });
  if (!cachedData && fn.cachedData) {
    // Written whole or not at all: another worker may read it at once.
    const partial = `${file}.${process.pid}`;
    try {
      writeFileSync(partial, fn.cachedData);
      renameSync(partial, file);
    } catch {
      // The cache is an optimisation only.
    }
  }
  return fn;
};

class CodeCachingRuntime extends JestRuntime {
  constructor(config, ...rest) {
    super(config, ...rest);
    if (!folder) {
      folder = join(config.cacheDirectory, `v8-code-cache-${process.version}`);
      mkdirSync(folder, { recursive: true });
    }
  }
}

module.exports = CodeCachingRuntime;
module.exports.default = CodeCachingRuntime;
