/**
 * Migration `event_times` (2026-11-29) gives events a start and end time beside SPEC's free-text
 * `time`. An event saved before with a clock time in `time` ("9:00 AM", "10:00 AM – 12:30 PM") is
 * marked timed with those times, in the record and its versions; its `time` is left as written.
 * Plain SQL, one UPDATE per distinct text, so it serves SQLite and PostgreSQL alike.
 */
import { entryTimes } from '../lib/calendar/times'

const text = (value: string | null) => (value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`)

export const TIMES_IN_USE = 'SELECT DISTINCT "time" AS "time" FROM "events" UNION SELECT DISTINCT "version_time" FROM "_events_v"'

export function eventTimeStatements(times: (string | null)[]): string[] {
  return times.flatMap((time) => {
    const derived = time ? entryTimes({ time }) : null
    if (!time || !derived || derived.allDay) return []
    const set = (prefix: string) =>
      `"${prefix}all_day" = FALSE, "${prefix}start_time" = ${text(derived.startTime)}, "${prefix}end_time" = ${text(derived.endTime)}`
    return [
      `UPDATE "events" SET ${set('')} WHERE "time" = ${text(time)};`,
      `UPDATE "_events_v" SET ${set('version_')} WHERE "version_time" = ${text(time)};`,
    ]
  })
}
