import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { END_BEFORE_START } from '@/collections/Events/calendar-fields'
import { occurrences } from '@/lib/calendar/occurrences'

import { freshPayload } from '../helpers/payload'

/**
 * An event as a calendar entry (issue 51): its last day, category, classes, repetition and the
 * dates it skips, stored on a real database and read back into its days; a wrong last day or
 * rule is refused with its reason, and nothing is stored.
 */
const kerala = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString()
let payload: Payload
let school: number
let cleanup: () => Promise<void>

beforeAll(async () => {
  const fresh = await freshPayload()
  ;({ payload, cleanup } = fresh)
  school = (await payload.find({ collection: 'schools', limit: 1, depth: 0 })).docs[0].id
})
afterAll(() => cleanup())

/** The reasons a refused save gives, field by field. */
const refusal = (saving: Promise<unknown>) =>
  saving.then(
    () => [],
    (error: { data?: { errors?: { message: string }[] } }) => (error.data?.errors ?? []).map((e) => e.message),
  )

const entry = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'events',
    data: { school, title: 'Second Saturday', date: kerala('2026-12-12'), _status: 'published', ...data },
  })

describe('a calendar entry', () => {
  it('is stored with its repetition, skipped dates, category and classes, and read back into its days', async () => {
    const saved = await entry({
      category: 'holiday',
      classes: ['I', 'II'],
      recurrence: 'FREQ=MONTHLY;BYDAY=2SA',
      exceptions: [{ date: kerala('2027-01-09') }],
    })
    const read = await payload.findByID({ collection: 'events', id: saved.id, depth: 0 })
    expect(read).toMatchObject({ category: 'holiday', classes: ['I', 'II'], recurrence: 'FREQ=MONTHLY;BYDAY=2SA' })
    expect(occurrences(read, '2026-12-01', '2027-02-28').map((o) => o.start)).toEqual(['2026-12-12', '2027-02-13'])
  })

  it('is filed under "other" when the office does not say what it is (SPEC’s events before the calendar)', async () => {
    expect((await entry({ title: 'Annual day' })).category).toBe('other')
  })

  it('refuses a last day before its first, and a rule that is no repetition of days, naming each, storing nothing', async () => {
    const before = (await payload.count({ collection: 'events' })).totalDocs
    expect(await refusal(entry({ endDate: kerala('2026-12-10') }))).toEqual([END_BEFORE_START])
    expect(await refusal(entry({ recurrence: 'FREQ=HOURLY' }))).toEqual(['Repeat every day, week, month or year.'])
    expect(await refusal(entry({ recurrence: 'every saturday' }))).toEqual([
      'This is not a repetition rule (for example FREQ=MONTHLY;BYDAY=2SA).',
    ])
    expect((await payload.count({ collection: 'events' })).totalDocs).toBe(before)
    const onam = await entry({ title: 'Onam holidays', date: kerala('2026-08-23'), endDate: kerala('2026-09-01') })
    expect(occurrences(onam, '2026-09-01', '2026-09-30')[0].days).toEqual(['2026-09-01'])
  })
})
