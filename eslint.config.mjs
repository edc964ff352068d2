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
