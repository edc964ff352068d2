import type { Texts } from './locale-files';

/**
 * The namespaces of one language from its locale files read as text, by namespace. As text, the files are
 * modules of their own (`?raw`), apart from the single namespaces the public pages fetch, and JSON.parse reads
 * them faster than the browser would parse the same objects as code.
 */
export function namespacesOf(files: Record<string, string>): Record<string, Texts> {
  return Object.fromEntries(
    Object.entries(files).map(([path, text]) => [
      path.replace(/^.*\/([^/]+)\.json$/, '$1'),
      JSON.parse(text) as Texts,
    ]),
  );
}
