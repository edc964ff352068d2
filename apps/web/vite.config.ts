import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

type CodeSplittingGroup = Extract<
  NonNullable<Rolldown.OutputOptions['codeSplitting']>,
  object
>['groups'] extends Array<infer G> | undefined
  ? G
  : never;
import { precompress } from './vite-plugins/precompress.ts';
import { mantineUsedStyles } from './vite-plugins/mantine-used-styles.ts';
import { prerenderPages } from './vite-plugins/prerender-pages.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const MANTINE_USE_ID = 'src/shared/lib/mantine-use-id.ts';
const MANTINE_HOOKS_OWN = /\/src\/shared\/lib\/(mantine-use-id|use-media-match)\.ts$/;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// The API serves the SPA on the same origin in production; in development Vite forwards these to it.
const apiTarget = 'http://localhost:3000';

const mantineComponents = (names: string[]) => `@mantine/core/esm/components/(${names.join('|')})/`;
const kit = (parts: string[]) => new RegExp(`/node_modules/(${parts.join('|')})`);

// The small building blocks every public page draws with, the landing page included. Left to the bundler each became
// a chunk of a few hundred bytes, two dozen of them behind the landing page, and on a phone's network every
// request costs more than its bytes.
const UI_KIT = kit([
  '@mantine/core/esm/core/',
  mantineComponents([
    'ActionIcon',
    'Anchor',
    'Box',
    'Burger',
    'Button',
    'Card',
    'Center',
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
  ]),
  // The hooks the providers and these components call; the rest go with the screens that use them (use-drag,
  // use-pagination… are back-office code).
  '@mantine/hooks/esm/(use-id|use-disclosure|use-merged-ref|use-window-event)/',
  '@tabler/icons-react/dist/esm/(createReactComponent|defaultAttributes)',
  // Two class names AppShell reads (see appShellScrollClassNames).
  'react-remove-scroll-bar/dist/es2015/constants',
  // The icons the public pages share: a few hundred bytes each, but a request of their own apiece.
  `@tabler/icons-react/dist/esm/icons/Icon(${[
    'CalendarTime',
    'Certificate',
    'Check',
    'ExternalLink',
    'Mail',
    'PlayerPlay',
    'Search',
  ].join('|')})\\.mjs`,
]);

// What the forms (the login, the application, every back-office screen) add to it: one chunk more for them,
// a smaller first download for the landing page, which has no form until its contact form is scrolled to. With
// the inputs come the small parts every signed-in screen draws beside them (badge, skeleton, portal) and the
// hooks they share: left to the bundler, each was a file of a few hundred bytes on every back-office screen.
const FORM_KIT = kit([
  '@mantine/core/esm/utils/',
  mantineComponents([
    'Alert',
    'Badge',
    'CloseButton',
    'FileButton',
    'Input',
    'InputBase',
    'Portal',
    'Skeleton',
    'Textarea',
    'TextInput',
  ]),
  '@mantine/hooks/esm/(use-force-update|use-uncontrolled|utils/(clamp|shallow-equal|use-callback-ref))/',
]);

// The icons and hooks the public pages draw with, on any screen or dialog of theirs: they stay out of the back
// office's kit below, which a public page must never have to load.
const PUBLIC_ICONS = [
  'AlertCircle',
  'ArrowLeft',
  'Book2',
  'BrandFacebook',
  'BrandInstagram',
  'BrandTelegram',
  'BrandWhatsapp',
  'BrandYoutube',
  'CalendarTime',
  'Certificate',
  'ChartDots',
  'Check',
  'ChevronDown',
  'ChevronLeft',
  'ChevronRight',
  'CircleCheck',
  'ClockHour4',
  'Copy',
  'Database',
  'DeviceLaptop',
  'Download',
  'ExternalLink',
  'FileSearch',
  'Key',
  'Language',
  'Mail',
  'MapPin',
  'Notebook',
  'Phone',
  'PlayerPauseFilled',
  'PlayerPlay',
  'PlayerPlayFilled',
  'Point',
  'ProgressCheck',
  'RepeatOnce',
  'Search',
  'Send',
  'ShieldCheck',
  'Stars',
  'Upload',
  'Video',
  'X',
];
const PUBLIC_HOOKS = [
  'utils',
  'use-callback-ref',
  'use-click-outside',
  'use-clipboard',
  'use-collapse',
  'use-debounced-callback',
  'use-did-update',
  'use-disclosure',
  'use-drag',
  'use-focus-return',
  'use-focus-trap',
  'use-force-update',
  'use-id',
  'use-isomorphic-effect',
  'use-long-press',
  'use-media-query',
  'use-merged-ref',
  'use-previous',
  'use-reduced-motion',
  'use-uncontrolled',
  'use-window-event',
];

// What only the back office draws: Mantine's tables, tabs, timelines and the like, the icons and hooks no public page
// uses. Left to the bundler, the modules a back-office screen draws with became a chunk per set of screens using
// them: 79 files behind the register, most under 2 KiB, each a request of its own (on a phone's network, and in
// Lighthouse's simulation of it, requests over HTTP/1.1 queue six at a time). This kit and OVERLAYS below take
// the register to 60. A public page loads nothing of this one; the build fails if a public page's first screen
// would load either (preloadFirstScreen). Both take only the modules they name (includeDependenciesRecursively:
// false): what those import (Mantine's core, the inputs) stays where it was, so no public chunk comes to depend
// on them.
const OFFICE_KIT = kit([
  mantineComponents([
    'FileInput',
    'Fieldset',
    'FloatingIndicator',
    'Pagination',
    'SegmentedControl',
    'Spoiler',
    'Switch',
    'Table',
    'Tabs',
    'Timeline',
  ]),
  `@mantine/hooks/esm/(?!(${PUBLIC_HOOKS.join('|')})/)`,
  `@tabler/icons-react/dist/esm/icons/(?!Icon(${PUBLIC_ICONS.join('|')})\\.mjs)`,
]);

// The overlays and inputs that pop up (menus, dialogs, drawers, selects) with the floating and focus
// helpers under them. Every back-office screen draws some; of the public pages only their dialogs, menus and the
// application's form do, once opened or loaded after the first screen. One chunk for all of them: a back-office
// screen asks for one file where it asked for 10-15, a public dialog for one where it asked for 3-6 (10-20 KiB
// more, compressed, than it needed alone).
const OVERLAYS = kit([
  mantineComponents([
    'Accordion',
    'Checkbox',
    'Code',
    'Collapse',
    'Combobox',
    'Drawer',
    'FocusTrap',
    'Menu',
    'Modal',
    'ModalBase',
    'NavLink',
    'Overlay',
    'Popover',
    'Radio',
    'ScrollArea',
    'Select',
    'Tooltip',
  ]),
  '@floating-ui/',
  '@mantine/hooks/esm/(use-click-outside|use-collapse|use-debounced-callback|use-focus-return|use-focus-trap|use-previous)/',
]);

// The app's own small modules that every signed-in area's first screen loads and no public page does: the areas'
// frame and sidebar links, the tables' row helpers, downloads, the profile's request; and those most office
// screens draw with (the paged table with its rows and cards, the toasts, the phone mask). Each was a file of
// 0.1-6 KiB of its own. Only these: a role's layout imports its own area's parts (the candidate's pipeline, the
// answer queues), which grouped with the others came to every area (a queue then asked for 50 files instead of
// 45); the candidate's have their own group below.
const OFFICE_APP =
  /\/src\/(app\/layouts\/(area-layout|section-link)\.tsx|shared\/ui\/(table-rows\.ts|openable-row\.ts|signed-in-context\.tsx|paged-table\.tsx|column-rows\.tsx|notify\.ts)|shared\/lib\/(save-blob|user-display-name|phone)\.ts|shared\/api\/(download-file|get-profile)\.ts)$/;
// The candidate's area: its frame's parts (the greeting, the stages' markers and failure notice, the gate of a
// stage's page), the pipeline's query with its schema, and the tests' answers waiting to be sent (the layout
// sends them from any page), which every page of the area loads first. The layout itself stays a chunk of its
// own (the router imports it).
const CANDIDATE_APP =
  /\/(apps\/web\/src\/(features\/candidate\/(components\/(candidate-greeting|failed-stage-alert|stage-gate|stage-marker)\.tsx|api\/(use-pipeline|use-pre-course-test-titles)\.ts)|features\/pre-course-tests\/api\/answer-queues\.ts|shared\/api\/candidate-pipeline\.ts|shared\/lib\/answer-letter\.ts)|machines\/src\/candidate-pipeline\/candidate-pipeline\.(projection|events)\.ts)$/;
/** The chunks of the two kits and the app's modules above, which the public pages' first screens must not load. */
const OFFICE_CHUNKS = ['office-kit', 'overlays', 'office-app', 'candidate-app'];

/**
 * React sits under every page and changes least: its own chunk stays cached across releases; so does the 'ui'
 * kit above. TanStack Query comes whole in 'query': the query scope loads it on every page but the landing one,
 * and left to Rolldown it was seven files, one per set of its modules the screens used. Every other library is
 * left to Rolldown, which puts it with the screens that import it (each screen
 * is a chunk of its own, see src/app/routes/screens.ts), so the landing page does not download what only the
 * back office uses. A group takes the modules it matches with what they import; the higher priority chooses
 * first, so React's chunk keeps React, the kit the Mantine core its forms build on, and 'forms' only the rest.
 */
const VENDOR_CHUNKS: CodeSplittingGroup[] = [
  { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 3 },
  { name: 'query', test: /\/node_modules\/@tanstack\//, priority: 3 },
  // With Mantine's hooks, the useId the build puts in place of theirs (mantineStableIds) and the media query read
  // in the first render: a few bytes each, which the screens' chunks would otherwise share as files of their own.
  { name: 'ui', test: (id) => UI_KIT.test(id) || MANTINE_HOOKS_OWN.test(id), priority: 2 },
  {
    name: 'forms',
    // The few bytes that keep a form the build drew read-only until it runs: the login and forgot-password forms
    // share them, and on their own they would be one more request before either page can be typed into.
    test: (id) => FORM_KIT.test(id) || id.endsWith('/src/shared/lib/use-hydrated.ts'),
    priority: 1,
  },
  // Below the kits above, and only the modules they name: see OFFICE_KIT and OFFICE_APP.
  { name: 'office-kit', test: OFFICE_KIT, includeDependenciesRecursively: false },
  { name: 'overlays', test: OVERLAYS, includeDependenciesRecursively: false },
  { name: 'office-app', test: OFFICE_APP, includeDependenciesRecursively: false },
  { name: 'candidate-app', test: CANDIDATE_APP, includeDependenciesRecursively: false },
];

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

/** Mantine's `useId`, in place of the one @mantine/hooks ships: see the module. */
function mantineStableIds(): Plugin {
  return {
    name: 'expert-portal:mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer?.includes('/@mantine/hooks/esm/'))
        return `${webRoot}${MANTINE_USE_ID}`;
      return undefined;
    },
  };
}

const FIRST_SCREEN_MARKER = '<!-- first-screen preload -->';

interface FirstScreen {
  /** The screens the router will load for the page. */
  modules: string[];
  /** The texts they draw with besides `common`, as SCREEN_NAMESPACES in src/app/routes/screens.ts lists them. */
  namespaces: string[] | 'all';
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
  // The login page's «Забыли пароль?» leads here, and so does a dead reset link's «Запросить новую ссылку».
  '/forgot-password': {
    modules: ['src/app/layouts/public-layout.tsx', 'src/features/auth/routes/forgot-password-page.tsx'],
    namespaces: ['auth'],
  },
};

/** A back-office screen: the query scope, its area's layout and the screen's modules, with every namespace. */
const officeScreen = (layout: string, ...screens: string[]): FirstScreen => ({
  modules: ['src/shared/api/query-scope.tsx', `src/app/layouts/${layout}-layout.tsx`, ...screens],
  namespaces: 'all',
});

// The back-office screens people spend their day in, by path: their code and texts are preloaded like those of
// the public pages, but the build does not draw them (they show a signed-in user's data).
const OFFICE_FIRST_SCREENS: Record<string, FirstScreen> = {
  '/staff/applications': officeScreen('staff', 'src/features/applications/routes/staff-page.tsx'),
  '/deputy/approvals': officeScreen('deputy', 'src/features/applications/routes/deputy-approvals-page.tsx'),
  '/director/applications': officeScreen(
    'director',
    'src/features/applications/routes/director-applications-page.tsx',
  ),
  '/admin/users': officeScreen('admin', 'src/features/expert-register/routes/expert-register-page.tsx'),
  '/admin/practice': officeScreen('admin', 'src/features/practice/routes/admin-practice-page.tsx'),
  '/user/tests': officeScreen(
    'user',
    'src/features/candidate/components/stage-gate.tsx',
    'src/features/pre-course-tests/routes/tests-page.tsx',
  ),
  ...Object.fromEntries(
    ['candidatePipeline', 'applicationSigning', 'certificateOrder'].map((machine) => [
      `/analyst/workflows/${machine}`,
      officeScreen('analyst', 'src/features/workflow-analytics/routes/machine-page.tsx'),
    ]),
  ),
};

/**
 * The office screens the build draws as shells (vite-plugins/prerender-pages.ts): those whose largest text is
 * their own (a heading, a description), which the shell then paints before any code runs. The candidate's tests
 * are one since their gate draws the page's description while the pipeline is on its way (4 runs alternated:
 * LCP 3.6 → 2.6–3.0 s). The register's largest text is a person's card: its shell painted a frame without the
 * page's main content, and measured with Lighthouse it only lost (71 → 67: the app's start-up then falls after
 * the first paint and counts as blocking time).
 */
const OFFICE_SHELLS = Object.keys(OFFICE_FIRST_SCREENS).filter((path) => path !== '/admin/users');

const LANGUAGES = ['ru', 'kk'] as const;

/**
 * What a back-office screen's page asks for beside the entry, by path and language. The register's page links
 * them in its HTML (`data-linked`): the browser finds them as it reads the page, instead of a script adding
 * 60-90 elements in one task before the first paint (280 ms of the register's load at 4x CPU). A shell's page
 * leaves them to index.html's first script, once the shell has painted. `styles`: the stylesheets of those
 * files beyond index.html's own, which both pages link in their head: added once the code has come, each was a
 * restyle of the whole page (about 100 ms at 4x CPU each, three on a queue). Filled when index.html is written,
 * read when the pages are (vite-plugins/prerender-pages.ts).
 */
type OfficePreloads = Map<string, { styles: string[]; scripts: Record<string, string[]> }>;
const officePreloads: OfficePreloads = new Map();

/** The module main.tsx starts the app with, its last stage. */
const APP_STAGE = 'src/app/start-app.tsx';

/** The module holding a namespace's texts in a language (the `errors` namespace: both languages, contracts'). */
const textsModule = (language: string, namespace: string): string =>
  namespace === 'errors'
    ? `${repoRoot}libs/contracts/src/i18n/messages.ts`
    : `${webRoot}src/i18n/locales/${language}/${namespace}.json`;

/** The modules of a first screen's texts in a language: `common` and its namespaces, or every one at once. */
const textsModules = (language: string, namespaces: string[] | 'all'): string[] =>
  namespaces === 'all'
    ? [`${webRoot}src/shared/i18n/all-texts.${language}.ts`, textsModule(language, 'errors')]
    : ['common', ...namespaces].map((namespace) => textsModule(language, namespace));

/**
 * The router asks for a page's code only once the entry has been downloaded and run; on a slow phone that
 * is a second round of requests before anything is drawn. For the public pages people arrive on, a small
 * script in index.html (at FIRST_SCREEN_MARKER) starts fetching the page's chunks at once, beside the entry
 * (modulepreload), with the texts of the language the visitor reads (the one stored, as
 * src/shared/i18n/language-storage.ts reads it; Russian by default).
 */
function preloadFirstScreen(officePreloads: OfficePreloads): Plugin {
  return {
    name: 'expert-portal:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (item): item is Rolldown.OutputChunk => item.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('preload: the build has no entry');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // A chunk with the chunks it imports, each after those it imports: the order in which the app evaluates a
        // first screen's chunks, one a task (src/shared/lib/first-screen.ts), so that importing one evaluates no
        // other with it.
        const closure = (
          fileName: string,
          into: Set<string>,
          except: Set<string>,
          seen = new Set<string>(),
        ): Set<string> => {
          if (except.has(fileName) || into.has(fileName) || seen.has(fileName)) return into;
          seen.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, into, except, seen);
          return into.add(fileName);
        };
        // What every page loads: the entry, and the app main.tsx imports after it (React's stage comes with it).
        const startup = new Set<string>();
        const app = chunks.find((chunk) => chunk.moduleIds.includes(`${webRoot}${APP_STAGE}`));
        if (!app) throw new Error(`preload: no chunk holds ${APP_STAGE}`);
        for (const stage of [...entry.imports, app.fileName]) closure(stage, startup, new Set());
        const loadedWithEntry = new Set([entry.fileName, ...startup]);
        const withImports = (fileName: string, into: Set<string>): Set<string> =>
          closure(fileName, into, loadedWithEntry);
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
          Object.entries({ ...FIRST_SCREENS, ...OFFICE_FIRST_SCREENS }).map(
            ([path, { modules, namespaces }]) => [
              path,
              {
                js: chunksOf(modules.map((module) => `${webRoot}${module}`)),
                ...(Object.fromEntries(
                  LANGUAGES.map((language) => [language, chunksOf(textsModules(language, namespaces))]),
                ) as Record<(typeof LANGUAGES)[number], string[]>),
              },
            ],
          ),
        );
        // What the public pages' first screens load stays as it was: neither kit of the back office comes with them.
        for (const path of Object.keys(FIRST_SCREENS)) {
          const kit = [...startup, ...files[path].js.map((file) => file.slice(1))].find((file) =>
            OFFICE_CHUNKS.includes(byName.get(file)?.name ?? ''),
          );
          if (kit)
            throw new Error(`preload: ${path} would load ${kit}; see OFFICE_KIT, OVERLAYS and OFFICE_APP`);
        }
        // The app's entry and its stages; a page the build drew leaves even the entry to this script.
        const boot = {
          entry: `/${entry.fileName}`,
          js: [...startup].filter((file) => file !== entry.fileName).map((file) => `/${file}`),
        };
        // A back-office screen's page names the same files, or their stylesheets, in its HTML (see OfficePreloads).
        const stylesOf = (scripts: string[]): string[] => [
          ...new Set(
            scripts.flatMap((file) => [...(byName.get(file.slice(1))?.viteMetadata?.importedCss ?? [])]),
          ),
        ];
        const entryStyles = new Set(stylesOf([boot.entry]));
        for (const path of Object.keys(OFFICE_FIRST_SCREENS)) {
          const { js, ...texts } = files[path];
          officePreloads.set(path, {
            styles: stylesOf([...boot.js, ...js])
              .filter((file) => !entryStyles.has(file))
              .map((file) => `/${file}`),
            scripts: Object.fromEntries(
              LANGUAGES.map((language) => [language, [...boot.js, ...js, ...texts[language]]]),
            ),
          });
        }
        // localStorage may refuse (a browser's privacy mode): then the texts come when the app asks for them.
        // The page's own files, each after those it imports, are left to the app as `__firstScreen`.
        // A back-office screen's shell (`data-shell`, its roles: vite-plugins/prerender-pages.ts) stays only for
        // a stored session of one of its roles; anyone else would see another screen's frame until the app
        // takes them where they belong, so it goes (hydration.css hides it). The register's page links its
        // files itself (`data-linked`: OfficePreloads).
        // A page the build drew (vite-plugins/prerender-pages.ts), a public page or a shell shown, paints without
        // its code, so the code is asked for once the page has painted its content (the browser's
        // first-contentful-paint entry; at once where there is none to observe): it does not share a slow
        // network with the stylesheet the first paint waits for. Such a page has no entry of its own, which is
        // added first; the links follow four at a time, each four a task of its own (the 60-90 of an office
        // screen were one task of 280 ms at 4x CPU). Elsewhere they go out at once, beside the entry:
        // main.tsx imports its stages one after another, which must not wait for each other's download.
        const script =
          `(function(f,b){var p=f[location.pathname],r=document.documentElement,d=r.hasAttribute('data-prerendered'),` +
          `k=r.hasAttribute('data-linked'),` +
          `s=r.getAttribute('data-shell'),e=d||s!=null,h=b.js,l,o,c;try{l=localStorage.getItem('lang');if(l==null)l=localStorage.getItem('locale');` +
          `o=localStorage.getItem('access')&&(' '+s+' ').indexOf(' '+localStorage.getItem('role')+' ')>=0}` +
          `catch(x){}if(s!=null&&!o)r.removeAttribute('data-shell');l=String(l||'').trim().slice(0,2).toLowerCase();` +
          `if(p){c=p.js.concat(l==='kk'||l==='kz'?p.kk:p.ru);h=h.concat(c);self.__firstScreen=c}` +
          `function a(n){n.crossOrigin='';document.head.appendChild(n)}` +
          `function g(){var i=0;if(e){var t=document.createElement('script');t.type='module';t.src=b.entry;a(t)}` +
          `(function n(){h.slice(i,i+=4).forEach(function(u){var x=document.createElement('link');` +
          `x.rel='modulepreload';x.href=u;a(x)});if(i<h.length)setTimeout(n)})()}` +
          `function w(){var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint')` +
          `.length){o.disconnect();g()}});o.observe({type:'paint',buffered:true})}` +
          `if(d||(s!=null&&o))try{w()}catch(x){g()}else if(!k)g()` +
          `})(${JSON.stringify(files)},${JSON.stringify(boot)})`;
        // In place of the marker in index.html: before the stylesheet, which a script after it would wait for.
        return html.replace(FIRST_SCREEN_MARKER, `<script>${script}</script>`);
      },
    },
  };
}

/**
 * React Router's package sends every bundler to its development build, whose warnings (texts and the checks
 * behind them) cost the entry chunk a few kilobytes; its production build, the same code with the warnings
 * switched off, is beside it. In the browser's build only: the prerender's server build leaves the package to
 * Node, and two copies of the router would not share their contexts.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${repoRoot}node_modules/react-router/dist/production/index.mjs` },
  {
    find: /^react-router\/dom$/,
    replacement: `${repoRoot}node_modules/react-router/dist/production/dom-export.mjs`,
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: [
    appShellScrollClassNames(),
    mantineStableIds(),
    mantineUsedStyles(webRoot),
    react(),
    preloadFirstScreen(officePreloads),
    precompress(),
    prerenderPages(
      {
        pages: Object.keys(FIRST_SCREENS),
        office: Object.keys(OFFICE_FIRST_SCREENS),
        shells: OFFICE_SHELLS,
        officePreloads,
      },
      LANGUAGES,
    ),
  ],
  resolve: {
    alias: [
      { find: '@/', replacement: `${webRoot}src/` },
      // The server messages alone, for the `errors` texts fetched on demand (src/shared/i18n/locale-files.ts):
      // through the package's index the chunk would carry all of contracts. Before the package: first match wins.
      {
        find: '@expert-portal/contracts/messages',
        replacement: `${repoRoot}libs/contracts/src/i18n/messages.ts`,
      },
      { find: '@expert-portal/contracts', replacement: `${repoRoot}libs/contracts/src/index.ts` },
      { find: '@expert-portal/machines', replacement: `${repoRoot}machines/src/browser.ts` },
      ...(command === 'build' && !isSsrBuild ? REACT_ROUTER_PRODUCTION : []),
    ],
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
    rolldownOptions: {
      output: { codeSplitting: { groups: VENDOR_CHUNKS } },
    },
  },
}));
