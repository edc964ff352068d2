import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const STYLESHEET = '@mantine/core/styles.css';
const VIRTUAL = 'virtual:expert-portal/mantine-used-styles.css';
/** The packages besides the app that draw with Mantine's components. */
const MANTINE_PACKAGES = ['notifications', 'dates', 'charts'];
/** What every page needs whatever it draws: the reset, the theme's variables and the global classes. */
const ALWAYS = ['baseline', 'default-css-variables', 'global'];

const NAMED_IMPORT = /import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g;
const RELATIVE_IMPORT = /from\s*["'](\.{1,2}\/[^"']+)["']/g;

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The names of an import's braces, `A, type B, C as D`: each as exported (`C`) or as bound (`D`), types left out. */
const namesOf = (list: string, side: 'exported' | 'bound'): string[] =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/).at(side === 'exported' ? 0 : -1)!);

/** The names a file imports from '@mantine/core', types left out. */
const importedNames = (source: string): string[] =>
  [...source.matchAll(NAMED_IMPORT)].flatMap(([, list]) => namesOf(list!, 'exported'));

/** Mantine's static class names (`m_` and a hash), as its components' modules and its stylesheets name them. */
const classNames = (text: string): string[] => text.match(/\bm_[0-9a-f]{6,8}\b/g) ?? [];

/**
 * The class names of Mantine's core that the app can draw: those of every module of the core reached from the
 * names the app's sources and Mantine's other packages import from '@mantine/core', through the core's own
 * imports (a Select brings its Combobox, Input and Popover, each with its classes module).
 */
function reachableClassNames(webRoot: string, core: string): Set<string> {
  const names = new Set(
    [
      ...filesUnder(join(webRoot, 'src'), /\.tsx?$/),
      ...MANTINE_PACKAGES.flatMap((name) => filesUnder(join(core, '..', name, 'esm'), /\.mjs$/)),
    ].flatMap((file) => importedNames(readFileSync(file, 'utf8'))),
  );
  const found = new Set<string>();
  const seen = new Set<string>();
  const follow = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const name of classNames(source)) found.add(name);
    for (const [, path] of source.matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(file), path!);
      if (statSync(target, { throwIfNoEntry: false })?.isFile()) follow(target);
    }
  };
  const index = readFileSync(join(core, 'esm', 'index.mjs'), 'utf8');
  for (const [, list, path] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g))
    if (namesOf(list!, 'bound').some((name) => names.has(name))) follow(resolve(join(core, 'esm'), path!));
  return found;
}

/**
 * '@mantine/core/styles.css' with only the components the app draws. The whole sheet is every component's
 * styles, one file of styles/ after another in the order of their dependencies (294 KB); every page loads it
 * before its first paint and the browser matches every element against all of it. The rules of the components
 * the app never imports go: the same files in the same order, fewer of them. A component the app starts to use
 * is found by the next build, as the sheet is made from the imports.
 */
export function mantineUsedStyles(webRoot: string): Plugin {
  /** The class names of the whole sheet and of the part kept, once it is made. */
  let sheet: { whole: Set<string>; kept: Set<string> } | undefined;
  return {
    name: 'expert-portal:mantine-used-styles',
    // The dev server keeps the whole sheet: it would have to make it again on every change of an import.
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === STYLESHEET ? VIRTUAL : undefined;
    },
    load(id) {
      if (id !== VIRTUAL) return undefined;
      const core = dirname(createRequire(join(webRoot, 'package.json')).resolve(STYLESHEET));
      const whole = readFileSync(join(core, 'styles.css'), 'utf8');
      const used = reachableClassNames(webRoot, core);
      const styles = join(core, 'styles');
      const parts = readdirSync(styles)
        .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
        .map((file) => ({
          name: file.slice(0, -'.css'.length),
          css: readFileSync(join(styles, file), 'utf8'),
        }))
        .map((part) => ({ ...part, at: whole.indexOf(part.css.trim()) }));
      const missing = parts.filter((part) => part.at < 0).map((part) => part.name);
      if (missing.length > 0)
        throw new Error(`mantine styles: not found in styles.css: ${missing.join(', ')}`);
      const kept = parts
        .filter((part) => ALWAYS.includes(part.name) || classNames(part.css).some((name) => used.has(name)))
        .sort((a, b) => a.at - b.at)
        .map((part) => part.css)
        .join('\n');
      sheet = { whole: new Set(classNames(whole)), kept: new Set(classNames(kept)) };
      return kept;
    },
    // What the built code draws with must be in the sheet kept: a class of the whole sheet left out fails the build.
    generateBundle(_, bundle) {
      if (!sheet) return;
      const { whole, kept } = sheet;
      const left = new Set(
        Object.values(bundle)
          .flatMap((item) => (item.type === 'chunk' ? classNames(item.code) : []))
          .filter((name) => whole.has(name) && !kept.has(name)),
      );
      if (left.size > 0)
        this.error(`mantine styles: the code uses classes left out: ${[...left].join(', ')}`);
    },
  };
}
