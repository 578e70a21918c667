import { expect, test } from './helpers/test'

/**
 * The site's news page in a browser beside the public API's answer (the API's own contract tests
 * are HTTP-level: tests/http/api.test.ts).
 */
test('the site and the API agree: /News shows what /api/news/All answers, in the same order', async ({
  page,
  request,
}) => {
  const titles = ((await (await request.get('/api/news/All/JRSBKL?limit=12')).json()).data as { title: unknown }[]).map(
    (r) => String(r.title),
  )
  await page.goto('/News?year=all')
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await expect(page.locator('main details summary')).toHaveText(titles.map((t) => new RegExp(escape(t))))
})
