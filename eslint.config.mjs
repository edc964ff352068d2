import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
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
  ...nx.configs['flat/base'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [], allowedExternalImports: ['zod'] },
            {
              sourceTag: 'type:machines',
              onlyDependOnLibsWithTags: ['type:contracts'],
              // @xstate/graph: the model-based tests walk the machines with XState's graph utilities.
              allowedExternalImports: ['xstate', 'xstate/*', 'zod', '@xstate/graph'],
            },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:machines'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
          ],
        },
      ],
    },
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
    files: [`${apiDir}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: { project: 'apps/api/tsconfig.app.json' } } },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiZones }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: { project: 'apps/web/tsconfig.json' } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', 'apps/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
  prettier,
);
