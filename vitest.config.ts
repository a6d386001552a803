import { existsSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const integrationTests = ['apps/server/src/**/*.int.test.ts'];

/**
 * The API tests that also run on PGlite when a PostgreSQL server is provided (CI): those whose
 * SQL is the stores' hardest work, i.e. the reports, the writes, the sync with its mirror and
 * stats, the dashboard's rollups, the task engine and the adapters' mirror readers. Every other API
 * test then runs on PostgreSQL only; without a server, every one runs on PGlite, and the browser
 * tests run the built product on PGlite either way (docs/architecture/testing.md).
 */
const bothStores = [
  'apps/server/src/modules/delivery-*/**/*.int.test.ts',
  'apps/server/src/modules/media-sync/**/*.int.test.ts',
  'apps/server/src/modules/media-accounts/**/*.int.test.ts',
  'apps/server/src/modules/dashboard/**/*.int.test.ts',
  'apps/server/src/modules/tasks/**/*.int.test.ts',
  'apps/server/src/media/**/*.int.test.ts',
];
const withServer = Boolean(process.env.TEST_DATABASE_URL);

// The web app owns its test setup (plugins, setup files) in its own config; reuse it when present.
const webConfig = 'apps/web/vitest.config.ts';
const webProject: TestProjectInlineConfiguration = existsSync(webConfig)
  ? { extends: `./${webConfig}`, test: { name: 'web', root: './apps/web', environment: 'jsdom' } }
  : {
      extends: true,
      test: {
        name: 'web',
        include: ['apps/web/src/**/*.test.{ts,tsx}'],
        environment: 'jsdom',
      },
    };

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: [
        'packages/*/src/**/*.test.ts',
        'apps/server/src/**/*.test.ts',
        'apps/media-sandbox/src/**/*.test.ts',
        // Keeps docs/ true to the code: citations resolve, the route status table is right.
        'docs/checks/**/*.test.ts',
      ],
      exclude: [...configDefaults.exclude, ...integrationTests],
      environment: 'node',
    },
  },
  webProject,
  {
    extends: true,
    test: {
      name: 'server-pglite',
      include: withServer ? bothStores : integrationTests,
      environment: 'node',
      env: { TEST_DB: 'pglite' },
      globalSetup: ['apps/server/src/test/pglite-image.setup.ts'],
    },
  },
];

// The same integration suite against a real PostgreSQL, when one is provided (CI sets it).
if (withServer) {
  projects.push({
    extends: true,
    test: {
      name: 'server-pg',
      include: integrationTests,
      environment: 'node',
      env: { TEST_DB: 'pg' },
      globalSetup: ['apps/server/src/test/pg-template.setup.ts'],
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // Integration tests open a database per file (PGlite's first init takes seconds).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The test machines have 2 cores.
    maxWorkers: 2,
    // Files share a worker's modules: importing the server, the sandbox or the web app once per
    // worker instead of once per file makes the suite several times faster. A file that mocks a
    // module imports what uses it afresh after `vi.resetModules()`.
    isolate: false,
    // A project without test files yet (e.g. a new app) is not a failure of the whole run.
    passWithNoTests: true,
  },
});
