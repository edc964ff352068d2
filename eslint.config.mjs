import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// bulletproof-react: a web feature imports shared code, never another feature.
const featuresDir = 'apps/web/src/features';
const features = (existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }) : [])
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'A feature may not import another feature; move shared code to apps/web/src/shared.',
}));

// The API's layers: core/ (runtime, auth, queues, database) knows no feature module and no composition root;
// a feature module uses another only through that module's Nest module and services at its top level.
const apiDir = 'apps/api/src';
const apiModules = (
  existsSync(`${apiDir}/modules`) ? readdirSync(`${apiDir}/modules`, { withFileTypes: true }) : []
)
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const apiPublicFiles = (module) =>
  readdirSync(`${apiDir}/modules/${module}`)
    .filter((file) => file.endsWith('.module.ts') || file.endsWith('.service.ts'))
    .map((file) => `./${module}/${file}`);
const apiZones = [
  ...['modules', 'bootstrap', 'cli', 'bench', 'database/seeds'].map((layer) => ({
    target: `./${apiDir}/core`,
    from: `./${apiDir}/${layer}`,
    message: `core/ may not import ${layer}/: let the feature register itself (a provider core discovers, a module option).`,
  })),
  {
    target: `./${apiDir}/core`,
    from: `./${apiDir}/database/migrations`,
    message:
      'core/ may not import database/migrations/: the composition root passes the list in (CoreModule.forRoot, runMigrations).',
  },
  // Migrations are snapshots: they write what they wrote the day they were made, so they import no live code
  // (features, core, the workflow machines, the shared contracts) that could change it.
  ...[apiDir, 'machines', 'libs'].map((from) => ({
    target: `./${apiDir}/database/migrations`,
    from: `./${from}`,
    ...(from === apiDir ? { except: ['./database/migrations'] } : {}),
    message:
      'A migration is a frozen snapshot: copy what it needs into it (or a <timestamp>-<Name>.data.ts beside it) instead of importing live code.',
  })),
  ...apiModules.map((module) => ({
    target: `./${apiDir}/modules/${module}`,
    from: `./${apiDir}/modules`,
    except: [
      `./${module}`,
      ...apiModules.filter((other) => other !== module).flatMap((other) => apiPublicFiles(other)),
    ],
    message: 'A module uses another only through its exported services (its *.module.ts and *.service.ts).',
  })),
];

const TEST_FILES = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts'];
// Which projects' files each may not import: the contracts depend on nothing of ours, the machines on the
// contracts, the apps on both (the web app on the machines' browser entry).
const FORBIDDEN = {
  'libs/contracts': ['machines', 'apps/api', 'apps/web', 'apps/e2e'],
  machines: ['apps/api', 'apps/web', 'apps/e2e'],
  'apps/api': ['apps/web', 'apps/e2e'],
  'apps/web': ['apps/api', 'apps/e2e'],
};
const others = (dir) =>
  FORBIDDEN[dir].map((other) => ({
    target: `./${dir}`,
    from: `./${other}`,
    message: `${dir} may not import ${other}'s files.`,
  }));
const projects = [
  { dir: 'libs/contracts', tsconfig: 'libs/contracts/tsconfig.lib.json' },
  { dir: 'machines', tsconfig: 'machines/tsconfig.lib.json' },
  { dir: 'apps/api', tsconfig: 'apps/api/tsconfig.app.json' },
  { dir: 'apps/web', tsconfig: 'apps/web/tsconfig.json' },
].map((project) => ({
  ...project,
  zones: [
    ...others(project.dir),
    ...(project.dir === 'apps/api' ? apiZones : []),
    ...(project.dir === 'apps/web' ? featureZones : []),
  ],
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'var/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The projects' boundaries: each imports only the packages its own package.json declares (its tests may use
  // the root's shared tooling too), and none reaches into another's files.
  ...projects.map(({ dir, tsconfig, zones }) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: { project: tsconfig } } },
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [dir], devDependencies: false }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  })),
  {
    // Tests, test support and the web app's build configuration may use development dependencies.
    files: [
      ...TEST_FILES,
      'apps/web/src/testing/**',
      'apps/web/src/**/testing/**',
      'apps/api/test/**',
      'apps/web/*.ts',
      'apps/web/vite-plugins/**',
    ],
    rules: { 'import-x/no-extraneous-dependencies': 'off' },
  },
  {
    files: ['**/*.mjs', 'tools/**', 'apps/api/**', 'apps/e2e/**', 'jest.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS files (require hooks for child processes) load their dependencies with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: [...TEST_FILES, 'apps/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
  prettier,
);
