import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// The API serves the SPA on the same origin in production; in development Vite forwards these to it.
const apiTarget = 'http://localhost:3000';

// The small building blocks nearly every screen draws with (the landing page, the login and the application
// form all do). Left to Rollup each became a chunk of a few hundred bytes, two dozen of them behind the landing
// page, and on a phone's network every request costs more than its bytes.
const UI_KIT = new RegExp(
  '/node_modules/(' +
    [
      '@mantine/core/esm/(core|utils)/',
      `@mantine/core/esm/components/(${[
        'ActionIcon',
        'Alert',
        'Anchor',
        'Box',
        'Burger',
        'Button',
        'Card',
        'Center',
        'CloseButton',
        'Container',
        'Divider',
        'Grid',
        'Group',
        'List',
        'Loader',
        'Paper',
        'SimpleGrid',
        'Stack',
        'Text',
        'ThemeIcon',
        'Title',
        'Transition',
        'UnstyledButton',
        'VisuallyHidden',
      ].join('|')})/`,
      '@mantine/hooks/',
      '@tabler/icons-react/dist/esm/(createReactComponent|defaultAttributes)',
      // Two class names AppShell reads (see appShellScrollClassNames).
      'react-remove-scroll-bar/dist/es2015/constants',
      // The icons the public pages share: a few hundred bytes each, but a request of their own apiece.
      `@tabler/icons-react/dist/esm/icons/Icon(${['Certificate', 'Check', 'ExternalLink', 'Mail', 'Search'].join('|')})\\.mjs`,
    ].join('|') +
    ')',
);

/**
 * React sits under every page and changes least: its own chunk stays cached across releases; so does the 'ui'
 * kit above. Every other library is left to Rollup, which puts it with the screens that import it (each screen
 * is a chunk of its own, see src/app/routes/screens.ts), so the landing page does not download what only the
 * back office uses.
 */
function vendorChunk(id: string): string | undefined {
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (UI_KIT.test(id)) return 'ui';
  return undefined;
}

const APP_SHELL_REMOVE_SCROLL = '\0expert-portal:app-shell-remove-scroll';

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll only to read one class name from it
 * (the one its scroll lock offsets fixed elements by); the library itself, 4 KiB, is what modals and drawers
 * need. For AppShell the import resolves to the same class names from react-remove-scroll-bar's constants, so
 * the public pages' layouts do not download the scroll lock. A Mantine release using more of it there fails
 * the build (a missing export), it cannot misbehave quietly.
 */
function appShellScrollClassNames(): Plugin {
  return {
    name: 'expert-portal:app-shell-scroll-class-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer?.includes('/@mantine/core/esm/components/AppShell/'))
        return APP_SHELL_REMOVE_SCROLL;
      return undefined;
    },
    load(id) {
      if (id !== APP_SHELL_REMOVE_SCROLL) return undefined;
      return (
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';\n" +
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };\n'
      );
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ico|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes a .br and a .gz beside every text file of the build, compressed once at the highest levels, which
 * would cost too much per request; the API sends the one the browser accepts (apps/api/src/bootstrap/
 * serve-web-app.ts). A file under 1 KiB, or one that would not get smaller, is left as it is.
 */
function precompress(): Plugin {
  return {
    name: 'expert-portal:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

const FIRST_SCREEN_MARKER = '<!-- first-screen preload -->';

interface FirstScreen {
  /** The screens the router will load for the page. */
  modules: string[];
  /** The texts they draw with besides `common`, as SCREEN_NAMESPACES in src/app/routes/screens.ts lists them. */
  namespaces: string[];
}

// The public pages a visitor arrives on, by path.
const FIRST_SCREENS: Record<string, FirstScreen> = {
  '/': { modules: ['src/features/landing/routes/home-page.tsx'], namespaces: ['home'] },
  '/login': {
    modules: ['src/app/layouts/public-layout.tsx', 'src/features/auth/routes/login-page.tsx'],
    namespaces: ['auth'],
  },
  '/register-expert': {
    modules: [
      'src/app/layouts/public-layout.tsx',
      'src/features/registration/routes/register-expert-page.tsx',
    ],
    namespaces: ['registration'],
  },
};

const LANGUAGES = ['ru', 'kk'] as const;

/** The module holding a namespace's texts in a language (the `errors` namespace: both languages, contracts'). */
const textsModule = (language: string, namespace: string): string =>
  namespace === 'errors'
    ? `${repoRoot}libs/contracts/src/i18n/messages.ts`
    : `${webRoot}src/i18n/locales/${language}/${namespace}.json`;

/**
 * The router asks for a page's code only once the entry has been downloaded and run; on a slow phone that
 * is a second round of requests before anything is drawn. For the public pages people arrive on, a small
 * script in index.html (at FIRST_SCREEN_MARKER) starts fetching the page's chunks at once, beside the entry
 * (modulepreload), with the texts of the language the visitor reads (the one stored, as
 * src/shared/i18n/language-storage.ts reads it; Russian by default).
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'expert-portal:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (item): item is Rollup.OutputChunk => item.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loadedWithEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (fileName: string, into: Set<string>): Set<string> => {
          if (loadedWithEntry.has(fileName) || into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) withImports(imported, into);
          return into;
        };
        const chunksOf = (modules: string[]): string[] => {
          const found = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((c) => c.moduleIds.includes(module));
            if (!chunk) throw new Error(`preload: no chunk holds ${module}`);
            withImports(chunk.fileName, found);
          }
          return [...found].map((file) => `/${file}`);
        };
        const files = Object.fromEntries(
          Object.entries(FIRST_SCREENS).map(([path, { modules, namespaces }]) => [
            path,
            {
              js: chunksOf(modules.map((module) => `${webRoot}${module}`)),
              ...Object.fromEntries(
                LANGUAGES.map((language) => [
                  language,
                  chunksOf(['common', ...namespaces].map((namespace) => textsModule(language, namespace))),
                ]),
              ),
            },
          ]),
        );
        // localStorage may refuse (a browser's privacy mode): then the texts come when the app asks for them.
        const script =
          `(function(f){var p=f[location.pathname],l;if(!p)return;try{l=localStorage.getItem('lang');` +
          `if(l==null)l=localStorage.getItem('locale')}catch(e){}l=String(l||'').trim().slice(0,2).toLowerCase();` +
          `p.js.concat(l==='kk'||l==='kz'?p.kk:p.ru).forEach(function(h){var e=document.createElement('link');` +
          `e.rel='modulepreload';e.crossOrigin='';e.href=h;document.head.appendChild(e)})})(${JSON.stringify(files)})`;
        // In place of the marker in index.html: before the stylesheet, which a script after it would wait for.
        return html.replace(FIRST_SCREEN_MARKER, `<script>${script}</script>`);
      },
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [appShellScrollClassNames(), react(), preloadFirstScreen(), precompress()],
  resolve: {
    alias: {
      '@/': `${webRoot}src/`,
      // The server messages alone, for the `errors` texts fetched on demand (src/shared/i18n/locale-files.ts):
      // through the package's index the chunk would carry all of contracts. Before the package: first match wins.
      '@expert-portal/contracts/messages': `${repoRoot}libs/contracts/src/i18n/messages.ts`,
      '@expert-portal/contracts': `${repoRoot}libs/contracts/src/index.ts`,
      '@expert-portal/machines': `${repoRoot}machines/src/browser.ts`,
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/token': { target: apiTarget, changeOrigin: true },
      // The admins' queue dashboard is a server page (bull-board), not a route of the app.
      '/admin/queues': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
      // zod ships comments Rollup cannot place; they only cost a dropped hint, not a change in behaviour.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
});
