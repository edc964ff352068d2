import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedPage, PrerenderedShell } from '../src/prerender';
import { compressBeside } from './precompress.ts';

/** Where the server build goes for the time it is used: inside the repository, so Node finds its packages. */
const SERVER_BUILD_DIR = '.prerender';
/**
 * Under the browser's build: `prerendered/<language>/<page>.html`, `/staff/applications` as
 * `staff/applications.html` (the API picks one by the language cookie).
 */
const PRERENDERED_DIR = 'prerendered';

/** The file a page's HTML goes to: `/` → index.html, `/login` → login.html. */
const prerenderedFileName = (path: string): string =>
  `${path === '/' ? 'index' : path.replace(/^\//, '')}.html`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** `template` with each of `replacements` made, every one of which must find its place. */
function replaceAll(template: string, replacements: [RegExp, string][]): string {
  return replacements.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  }, template);
}

/**
 * index.html drawn: `attributes` on its root element (Mantine's colours hang on its colour scheme attribute,
 * which the app sets only once it runs: a light theme only), `title`, `root` in #root, and without its entry
 * and Vite's preloads of the entry's imports. The page paints without its code; index.html's first-screen
 * script asks for it.
 */
function drawnDocument(template: string, attributes: string, title: string, root: string): string {
  return replaceAll(template, [
    [/<html lang="[^"]*">/, `<html ${attributes} data-mantine-color-scheme="light">`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`],
    [/<div id="root"><\/div>/, `<div id="root">${root}</div>`],
    [/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, ''],
  ]).replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
}

/**
 * A public page drawn in `language` (`data-prerendered` names it: app/start-app.tsx hydrates when it is the
 * visitor's); its code is asked for once it has painted.
 */
function pageDocument(template: string, language: string, page: PrerenderedPage): string {
  return drawnDocument(template, `lang="${language}" data-prerendered="${language}"`, page.title, page.html);
}

/**
 * `template` with a screen's own stylesheets linked after index.html's: in the page before its first paint, rather
 * than each added as its code comes, a restyle of the whole page each time.
 */
function withStyles(template: string, styles: readonly string[]): string {
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return replaceAll(template, [[/<\/head>/, `${links}</head>`]]);
}

/**
 * The register's page: index.html with its files linked in its head (`data-linked`: index.html's first script
 * then adds none), in `language`. The app's code is asked for at once, as on any page that is not drawn.
 */
function linkedDocument(template: string, language: string, preloads: readonly string[]): string {
  const links = preloads
    // Not those index.html already links (what Vite preloads with the entry).
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  return replaceAll(template, [
    [/<\/head>/, `${links}</head>`],
    [/<html lang="[^"]*">/, `<html lang="${language}" data-linked data-mantine-color-scheme="light">`],
  ]);
}

/**
 * A back-office screen's shell in `language`: index.html with the screen's shell in #root, painted from the
 * HTML, out of reach of clicks, keys and screen readers (`inert`), and gone when the app draws the screen in its
 * place. `data-shell` says whom it is for: index.html's first script takes it away when the stored session is
 * not one of those roles (hydration.css then hides the shell) and asks for the app's code at once; for those
 * roles it asks once the shell has painted, as on a public page the build drew.
 */
function shellDocument(template: string, language: string, shell: PrerenderedShell): string {
  return drawnDocument(
    template,
    `lang="${language}" data-shell="${shell.roles.join(' ')}"`,
    shell.title,
    `<div class="office-shell" inert aria-hidden="true">${shell.html}</div>`,
  );
}

interface PrerenderedPaths {
  /** The public pages, drawn as a signed-out first-time visitor sees them (the app hydrates them). */
  pages: readonly string[];
  /** The back-office screens: each as its shell (`shells`), or as index.html with its files linked. */
  office: readonly string[];
  /** The back-office screens drawn as shells (the app replaces them). */
  shells: readonly string[];
  /** Each back-office screen's files to ask for beside the entry, by path and language (once index.html is written). */
  officePreloads: ReadonlyMap<
    string,
    { styles: readonly string[]; scripts: Record<string, readonly string[]> }
  >;
}

/**
 * After the browser's build: builds src/prerender.tsx for Node, draws each page and shell of `paths` in each of
 * `languages`, and writes them beside index.html (compressed like the rest), so a phone paints the page from the
 * HTML before the app's code is in.
 */
export function prerenderPages(paths: PrerenderedPaths, languages: readonly string[]): Plugin {
  let config: ResolvedConfig;
  let written = false;
  return {
    name: 'expert-portal:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // This hook runs after a failed build too, whose own error is the one to read.
      if (!written || config.build.ssr) return;
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
        const { prerender, prerenderShell } = (await import(
          pathToFileURL(join(serverDir, 'prerender.mjs')).href
        )) as {
          prerender: (path: string, language: string) => Promise<PrerenderedPage>;
          prerenderShell: (path: string, language: string) => Promise<PrerenderedShell>;
        };
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const write = async (language: string, path: string, html: string) => {
          const file = join(outDir, PRERENDERED_DIR, language, prerenderedFileName(path));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, html);
          await compressBeside(file);
        };
        for (const language of languages) {
          for (const path of paths.pages)
            await write(language, path, pageDocument(template, language, await prerender(path, language)));
          for (const path of paths.office) {
            const files = paths.officePreloads.get(path);
            const preloads = files?.scripts[language];
            if (!files || !preloads) throw new Error(`prerender: no files to preload for ${path}`);
            const styled = withStyles(template, files.styles);
            const html = paths.shells.includes(path)
              ? shellDocument(styled, language, await prerenderShell(path, language))
              : linkedDocument(styled, language, preloads);
            await write(language, path, html);
          }
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
