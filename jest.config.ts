/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc = (tsx = false) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const ESM_ONLY = '(unpdf|jose|@nestjs)';

const WEB_ESM_ONLY = '(rettime|until-async|@open-draft/deferred-promise)';

const libs = {
  '^@expert-portal/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@expert-portal/machines$': '<rootDir>/machines/src/index.ts',
};

/** jest's runtime with V8's code cache (tools/jest-runtime.cjs). */
const runtime = '<rootDir>/tools/jest-runtime.cjs';

const node = (displayName: string, testMatch: string[], extra: Partial<Config> = {}) => ({
  displayName,
  rootDir: __dirname,
  runtime,
  testEnvironment: 'node',
  testMatch,
  // Packages that ship only ES modules: the API requires them (Node 20.19+ loads ES modules through require), but
  // jest's own module system cannot before Node 24.9, so they are compiled like the project's code.
  transform: { '^.+\\.ts$': swc(), [`^.+/node_modules/${ESM_ONLY}/.+\\.m?js$`]: swc() },
  transformIgnorePatterns: [`/node_modules/(?!${ESM_ONLY}/)`],
  // unpdf offers its pdf.js build to import() only; jest resolves as require() does.
  moduleNameMapper: { ...libs, '^unpdf/pdfjs$': '<rootDir>/node_modules/unpdf/dist/pdfjs.mjs' },
  ...extra,
});

const config: Config = {
  // Global only: jest ignores a project's own testTimeout. Integration hooks start whole applications.
  testTimeout: 30_000,
  // A worker that has grown past this after a file is replaced by a fresh one. The workers run the API's
  // integration files (Nest, TypeORM, BullMQ) and the web's (jsdom, Mantine) by turns, and each file leaves its
  // modules to a heap that grew to 2.7 GB: the collector then cost more than a new worker's start. Measured here
  // over every project (2 workers, cold transform cache): 791 s and 1,453 CPU-s without a limit, 671 s and 1,223
  // at 1,200 MB, 590 s and 1,050 at 700 MB.
  workerIdleMemoryLimit: '700MB',
  testSequencer: '<rootDir>/tools/jest-sequencer.mjs',
  projects: [
    node('contracts', ['<rootDir>/libs/contracts/src/**/*.spec.ts']),
    node('machines', ['<rootDir>/machines/src/**/*.spec.ts']),
    node('api-unit', ['<rootDir>/apps/api/src/**/*.spec.ts']),
    // Against real PostgreSQL and Redis: one migrated template database per run, cloned per test file.
    node('api-int', ['<rootDir>/apps/api/test/**/*.int-spec.ts'], {
      globalSetup: '<rootDir>/apps/api/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/test/support/global-teardown.ts',
      setupFiles: ['<rootDir>/apps/api/test/support/env.ts'],
    }),
    {
      displayName: 'web',
      rootDir: __dirname,
      runtime,
      // jsdom with Node's Fetch API, streams and TextEncoder, which MSW and the app's client need.
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/apps/web/src/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/apps/web/jest.setup.ts'],
      // Some of MSW's own dependencies ship only ES modules, compiled as the API's are above.
      transform: { '^.+\\.tsx?$': swc(true), [`^.+/node_modules/${WEB_ESM_ONLY}/.+\\.m?js$`]: swc() },
      transformIgnorePatterns: [`/node_modules/(?!${WEB_ESM_ONLY}/)`],
      moduleNameMapper: {
        '\\.(css)$': 'identity-obj-proxy',
        '^@/(.*)$': '<rootDir>/apps/web/src/$1',
        // Mantine's useId, as the build has it (apps/web/src/shared/lib/mantine-use-id.ts).
        '^\\./use-id/use-id\\.cjs$': '<rootDir>/apps/web/src/shared/lib/mantine-use-id.ts',
        ...libs,
        // The browser's entry: the web app never sees the machines the API runs.
        '^@expert-portal/machines$': '<rootDir>/machines/src/browser.ts',
      },
    },
  ],
};

export default config;
