import { expect, test } from './helpers/test'

import { schoolRecord } from './helpers/schools'
import { adminApi, expectNoAxeViolations, hydrated } from './helpers/site'

/**
 * The school calendar (issue 51) in a browser: the filters apply as soon as one is chosen (the
 * same GET form works without JavaScript: tests/http/calendar.test.ts), and the month and the
 * list pass axe at a phone's and a desktop's width, in English and Malayalam, without sideways
 * scrolling.
 */
const kerala = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString()
const MONTH = '2032-03'
const made: number[] = []
let headers: Record<string, string>

test.beforeAll(async ({ request }) => {
  headers = await adminApi(request)
  const school = (await schoolRecord(request, headers)).id
  for (const data of [
    { title: 'Model exams', category: 'exam', date: kerala('2032-03-08'), endDate: kerala('2032-03-12') },
    { title: 'Second Saturday', category: 'holiday', date: kerala('2032-03-13'), recurrence: 'FREQ=MONTHLY;BYDAY=2SA' },
    {
      title: 'PTM for class I',
      category: 'ptm',
      date: kerala('2032-03-20'),
      classes: ['I'],
      allDay: false,
      startTime: '10:00',
    },
  ]) {
    const saved = await request.post('/cms-api/events', { headers, data: { school, _status: 'published', ...data } })
    expect(saved.ok(), await saved.text()).toBe(true)
    made.push((await saved.json()).doc.id)
  }
})

test.afterAll(async ({ request }) => {
  for (const id of made) await request.delete(`/cms-api/events/${id}`, { headers })
})

test('choosing a category shows only its entries at once, and the address keeps the choice', async ({ page }) => {
  await page.goto(`/Calendar?month=${MONTH}`)
  const grid = page.locator('table.calendar-grid')
  await expect(grid.getByRole('link', { name: /Second Saturday/ })).toHaveCount(1)
  await expect(grid.getByRole('link', { name: /Model exams/ })).toHaveCount(5)
  const show = page.getByLabel('Show')
  await hydrated(show)
  await show.selectOption('holiday')
  await expect(page).toHaveURL(/category=holiday/)
  await expect(grid.getByRole('link', { name: /Model exams/ })).toHaveCount(0)
  await expect(grid.getByRole('link', { name: /Second Saturday/ })).toHaveCount(1)
  await page.getByRole('link', { name: 'List' }).click()
  await expect(page).toHaveURL(/view=agenda.*category=holiday|category=holiday.*view=agenda/)
  await expect(page.locator('main').getByRole('link', { name: /Second Saturday/ })).toHaveCount(1)
})

for (const path of [`/Calendar?month=${MONTH}`, `/ml/Calendar?month=${MONTH}&view=agenda`])
  for (const width of [360, 1280])
    test(`${path} passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await expectNoAxeViolations(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
