import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { LongestFirst } from './tests/helpers/longest-first'

/**
 * Three projects: `unit` (no database), `int` (a real Payload per test file, on SQLite and on the
 * run's one PostgreSQL server) and `http` (the production build over HTTP, without a browser).
 * `npm run test:fast` runs the first two.
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
          // One production server for the project's files (npm run build first).
          globalSetup: ['tests/http/server-setup.ts'],
        },
      },
    ],
  },
})
