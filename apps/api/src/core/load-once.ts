/**
 * Runs `load` on the first call only and answers its promise to every call. For a library that only some
 * requests need: `const mammoth = loadOnce(() => import('mammoth'))` loads it with the first of them, not with
 * the process. Synchronous code and the project's own modules load theirs with require() where they are used
 * instead: a relative import() needs a `.js` name, which jest and test/support/register-ts.cjs cannot map to
 * the `.ts` source.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
