import { expect, test } from '@playwright/test'

import { pageWeight } from '../../bench/page-weight.mjs'

/**
 * DESIGN.md's speed budget, in gzipped JavaScript: the framework's floor (measured at 174 KB on an
 * empty Next.js page) plus 40 KB for the home page, 10 KB for an informational page and 30 KB for
 * data pages and forms.
 */
const FLOOR = 174 * 1024

for (const [route, extra] of [
  ['/', 40],
  ['/AboutUs', 10],
  ['/MandatoryDisclosure', 10],
  ['/News', 30],
  ['/SubGallery?id=1', 30],
  ['/ContactUs', 30],
  ['/Career', 30],
  ['/Tc', 30],
] as const) {
  test(`${route} stays within its JavaScript budget`, async ({ baseURL, browser }) => {
    const weight = await pageWeight(baseURL, route, browser)
    expect(weight.jsGzip).toBeGreaterThan(0)
    expect(weight.jsGzip).toBeLessThanOrEqual(FLOOR + extra * 1024)
  })
}
