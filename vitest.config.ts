import path from 'node:path'

import { defineConfig } from 'vitest/config'

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
    include: ['tests/unit/**/*.test.ts', 'tests/int/**/*.test.ts'],
    globalSetup: ['tests/helpers/template-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Each file gets its own throw-away database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
