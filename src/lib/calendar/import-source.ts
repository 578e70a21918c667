import type { EventCategory } from '@/collections/Events/categories'

import { fetchFeed, type FetchOptions } from './fetch-feed'
import { readCalendarFile } from './import-ics'
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES, readImportFile, type ReadRows } from './import-rows'
import type { Day } from './occurrences'

/**
 * What the office imports the calendar from (issue 51): a spreadsheet (.xlsx, .csv), a calendar
 * file (.ics), or a published calendar's address, read into the same rows and refusals, so one
 * preview and one confirmation serve all three.
 */
export type ImportSource = { name: string; data: Buffer } | { feed: string }

export type ImportReading = Extract<ReadRows, { rows: unknown }> & {
  /** Events of a calendar that ended more than a year ago, left out. */
  history: number
}

export type ReadOptions = {
  /** The category of a calendar's events that name none. */
  category?: EventCategory
  today: Day
  fetch?: FetchOptions
}

const isCalendarFile = (name: string) => /\.(ics|ical|ifb|icalendar)$/i.test(name)

export async function readImportSource(
  source: ImportSource,
  options: ReadOptions,
): Promise<ImportReading | { problem: string }> {
  if ('feed' in source) {
    const fetched = await fetchFeed(source.feed, options.fetch)
    return 'problem' in fetched ? fetched : readCalendarFile(fetched.text, options)
  }
  if (!isCalendarFile(source.name)) {
    const read = await readImportFile(source.name, source.data)
    return 'problem' in read ? read : { ...read, history: 0 }
  }
  if (source.data.length > MAX_IMPORT_BYTES) return { problem: IMPORT_MESSAGES.tooBig }
  return readCalendarFile(source.data.toString('utf8'), options)
}
