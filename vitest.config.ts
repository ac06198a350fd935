import { defineConfig } from 'vitest/config';

const hasPg = Boolean(process.env.TEST_DATABASE_URL);

/**
 * unit: pure modules. api-pglite: API suites over real HTTP on an in-memory PGlite per file.
 * api-pg: the same suites against PostgreSQL (+ Redis) when TEST_DATABASE_URL is set.
 * e2e: browser journeys in Debian's Chromium against the production build.
 */
export default defineConfig({
  test: {
    // Two files at a time (Vitest would take one on a two-core machine). The browser project runs its
    // files one after another; Vitest puts such a project into a group of its own that starts after
    // every other file. Running it in a second Vitest process beside the API files was tried and was
    // slower on two cores (each browser file's server and Chromium then compete with an API file).
    maxWorkers: 2,
    // The API suites run with `isolate: false`: a worker keeps its imported modules from one file to the
    // next instead of importing the whole server again per file (~5 s each). Each file still starts its
    // own server on its own database; module-level caches are keyed by those (ADR 034).
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'app/**/*.test.ts', 'server/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['server/**/*.test.ts'],
          isolate: false,
          exclude: ['server/**/*.unit.test.ts'],
          env: { TEST_DB: 'pglite', REDIS_URL: '' },
          globalSetup: ['tests/support/test-db-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPg
        ? [
            {
              test: {
                name: 'api-pg',
                include: ['server/**/*.test.ts'],
                isolate: false,
                exclude: ['server/**/*.unit.test.ts'],
                env: { TEST_DB: 'postgres' },
                globalSetup: ['tests/support/test-db-templates.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/support/test-db-templates.ts'],
        },
      },
    ],
  },
});
