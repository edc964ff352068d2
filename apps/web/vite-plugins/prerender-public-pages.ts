import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedPage } from '../src/prerender';
import { compressBeside } from './precompress.ts';

/** Where the server build goes for the time it is used: inside the repository, so Node finds its packages. */
const SERVER_BUILD_DIR = '.prerender';
/** Under the browser's build: `prerendered/<language>/<page>.html` (the API picks one by the language cookie). */
const PRERENDERED_DIR = 'prerendered';

/** The file a page's HTML goes to: `/` → index.html, `/login` → login.html. */
const prerenderedFileName = (path: string): string =>
  `${path === '/' ? 'index' : path.replace(/^\//, '')}.html`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** index.html with a page drawn into #root, its language and its title. */
function pageDocument(template: string, language: string, page: PrerenderedPage): string {
  const replacements: [RegExp, string][] = [
    // `data-prerendered` names the language drawn in (app/start-app.tsx hydrates when it is the visitor's).
    // Mantine's colours hang on its colour scheme attribute, which the app sets only once it runs (a light
    // theme only).
    [
      /<html lang="[^"]*">/,
      `<html lang="${language}" data-prerendered="${language}" data-mantine-color-scheme="light">`,
    ],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
    [/<div id="root"><\/div>/, `<div id="root">${page.html}</div>`],
    // The page paints without its code: index.html's first-screen script asks for it once painted.
    [/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, ''],
  ];
  const drawn = replacements.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  }, template);
  // Vite's preloads of the entry's imports, if it has any: that script asks for them too.
  return drawn.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
}

/**
 * After the browser's build: builds src/prerender.tsx for Node, draws each of `paths` in each of `languages` as a
 * signed-out first-time visitor sees it, and writes them beside index.html (compressed like the rest), so a
 * phone paints the page from the HTML before the app's code is in; app/start-app.tsx then hydrates it.
 */
export function prerenderPublicPages(paths: readonly string[], languages: readonly string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'expert-portal:prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const serverDir = join(config.root, SERVER_BUILD_DIR);
      const outDir = config.build.outDir;
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      try {
        const { prerender } = (await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)) as {
          prerender: (path: string, language: string) => Promise<PrerenderedPage>;
        };
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        for (const language of languages) {
          for (const path of paths) {
            const file = join(outDir, PRERENDERED_DIR, language, prerenderedFileName(path));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, pageDocument(template, language, await prerender(path, language)));
            await compressBeside(file);
          }
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
