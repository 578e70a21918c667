import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { beforeAll, inject, test as base } from 'vitest'

/**
 * What an HTTP-level test is handed, as Playwright's runner handed it when these tests ran there:
 * the shared server's address (tests/http/server-setup.ts) and `request`, a Playwright API client
 * of its own per test (its own cookies) against that address. With Playwright's `expect` the
 * assertions stay as they were written.
 */
export const { baseURL, dataDir } = inject('httpServer')

/** Playwright's `test.beforeAll(async ({ request }) => …)`: the set-up gets a client of its own. */
export function beforeAllWithRequest(
  fn: (fixtures: { request: APIRequestContext }) => Promise<void>,
  timeout?: number,
) {
  beforeAll(async () => {
    const request = await playwrightRequest.newContext({ baseURL })
    try {
      await fn({ request })
    } finally {
      await request.dispose()
    }
  }, timeout)
}

export const test = base.extend<{ baseURL: string; request: APIRequestContext }>({
  baseURL,
  // Vitest's fixture callback, named apart from React's `use` (the lint's hook rule).
  request: async ({ baseURL }, runTest) => {
    const context = await playwrightRequest.newContext({ baseURL })
    await runTest(context)
    await context.dispose()
  },
})
