import { expect, test } from './helpers/test'

import { startServer } from './helpers/server'

/** A school that has published nothing yet: every section shows placeholders, never a hole. */
let server: Awaited<ReturnType<typeof startServer>>

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startServer({ DEMO_CONTENT: 'false' })
})
test.afterAll(async () => server?.stop())

test('an empty school shows labelled placeholders in every content section and no popup', async ({ page }) => {
  await page.goto(server.baseURL + '/')
  for (const section of ['events', 'news', 'messages', 'toppers', 'birthdays', 'achievements', 'gallery']) {
    await expect(page.locator(`[data-section="${section}"] [data-placeholder]`).first()).toBeVisible()
  }
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const broken = await page
    .locator('img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
    )
  expect(broken).toEqual([])
})
