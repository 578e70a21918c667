import { expect } from '@playwright/test'

import { adminApi } from '../e2e/helpers/site'
import { test } from './fixtures'

/**
 * A save in /admin empties the pages the server answers itself for a second (README, "Repeat
 * visits within a second"). The save reaches them through a hand-off between Next.js's bundle and
 * the server (lib/server/kept-pages.mjs); were it lost, a page kept in the second before the save's answer
 * would still be sent after it, and a test that waits longer than that second would never see it.
 * So a visitor asks for the page over and over while the save is under way, which keeps a copy
 * from within the last second when the save answers, and the very first visit after the answer
 * must show the change. Three rounds, since a copy can happen to expire just as the save answers.
 */
test('the first visit after a save’s answer shows the change, though the page was kept a moment before', async ({
  baseURL,
  request,
}) => {
  const headers = await adminApi(request)
  const found = await request.get('/cms-api/pages?where[route][equals]=Fee&limit=1', { headers })
  const fee = (await found.json()).docs[0]
  // A visitor's request (no staff cookie, which would go past the kept pages): the page's heading.
  const visit = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${baseURL}/Fee`)).text())?.[1]
  let shown = fee.title
  try {
    for (let round = 1; round <= 3; round++) {
      const marker = `Fee notice ${round} ${Date.now()}`
      expect(await visit()).toBe(shown)
      let saving = true
      const visits = (async () => {
        while (saving) await visit()
      })()
      const started = Date.now()
      const saved = await request.patch(`/cms-api/pages/${fee.id}`, { headers, data: { title: marker } })
      saving = false
      expect(saved.ok()).toBe(true)
      const first = await visit()
      console.log(`[kept-pages] round ${round}: the save answered after ${Date.now() - started} ms`)
      expect(first, `round ${round}: the first visit after the save`).toBe(marker)
      await visits
      shown = marker
    }
  } finally {
    await request.patch(`/cms-api/pages/${fee.id}`, { headers, data: { title: fee.title } })
  }
})
