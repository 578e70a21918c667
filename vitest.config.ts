import path from 'node:path'

import { configDefaults, defineConfig } from 'vitest/config'

import { LongestFirst } from './tests/helpers/longest-first'

const CLUSTER = 'tests/http/cluster.test.ts'

/**
 * Four projects: `unit` (no database), `int` (a real Payload per test file, on SQLite and on the
 * run's one PostgreSQL server), `http` (the production build over HTTP, without a browser) and
 * `cluster` (the build as a cluster). `npm run test:fast` runs the first two.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
      // Outside Next.js's server bundles nothing resolves the react-server condition; tests are server code.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    // Two files at a time suits a 2-core machine.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          // Each file gets its own throw-away installation, copied from one prepared per run, and
          // its own database in the run's one PostgreSQL server.
          globalSetup: ['tests/helpers/template-setup.ts', 'tests/helpers/postgres-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          exclude: [...configDefaults.exclude, CLUSTER],
          // One production server for the project's files (npm run build first), one file at a time:
          // they sign in as the same platform admin, and Payload adds a session to the account's row
          // by reading and writing it whole, so two sign-ins at one moment keep only one session.
          fileParallelism: false,
          globalSetup: ['tests/http/server-setup.ts'],
        },
      },
      // Two instances of the build behind nginx, with PostgreSQL, Redis and a bucket of their own:
      // mostly waiting for the jobs' checks, so `npm test` runs it beside the integration tests.
      { extends: true, test: { name: 'cluster', include: [CLUSTER] } },
    ],
  },
})
