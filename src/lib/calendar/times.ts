import { clockRange as clocksOf, TIME_RANGE } from '@/lib/content/format'

/**
 * An entry's times of day (issue 51): all day, or a start and an optional end on the school's
 * clock, chosen in steps of five minutes. SPEC §3's free-text `time` is kept and written from them
 * ("10:00 AM", "10:00 AM – 12:30 PM"), so the API and the pages that read it say the same.
 */

/** A time of day, 24-hour "HH:MM". */
export type ClockValue = string

const pad = (n: number) => String(n).padStart(2, '0')

/** "10:00 AM", as SPEC's example writes an event's time. */
export function clockLabel(value: ClockValue): string {
  const [h, min] = value.split(':').map(Number)
  return `${((h + 11) % 12) + 1}:${pad(min)} ${h < 12 ? 'AM' : 'PM'}`
}

/** The choices the admin offers (typing "10:3" in the box finds 10:30 AM): every five minutes. */
export const CLOCK_OPTIONS = Array.from({ length: 288 }, (_, i) => {
  const value = `${pad(Math.floor(i / 12))}:${pad((i % 12) * 5)}`
  return { value, label: clockLabel(value) }
})

const CLOCK_VALUES = new Set(CLOCK_OPTIONS.map((option) => option.value))

export const isClockValue = (value: unknown): value is ClockValue =>
  typeof value === 'string' && CLOCK_VALUES.has(value)

/** The start and end a free-text time names, as clock values. */
function clockRange(text: string | null | undefined): { start: ClockValue; end: ClockValue | null } | null {
  const range = clocksOf(text)
  const value = (c: { h: number; min: number }) => `${pad(c.h)}:${pad(c.min)}`
  if (!range) return null
  const [start, end] = [value(range.start), range.end && value(range.end)]
  // A time the admin could not choose (10:07 AM) stays free text, as SPEC wrote it.
  return isClockValue(start) && (end === null || isClockValue(end)) ? { start, end } : null
}

type Times = {
  allDay?: boolean | null
  startTime?: string | null
  endTime?: string | null
  time?: string | null
}

/**
 * The times a save stores. A start chosen (and "All day" not ticked) makes a timed entry and
 * writes `time`; a save that sends only `time` (the API, older data) is read for its clock times;
 * otherwise the entry is all day, and a `time` that is no clock time ("after the assembly") stays.
 */
export function entryTimes(data: Times): Required<Times> {
  const chosen = isClockValue(data.startTime) && data.allDay !== true ? data.startTime : null
  const written = chosen || isClockValue(data.startTime) ? null : clockRange(data.time)
  const start = chosen ?? written?.start ?? null
  if (!start) {
    const time = data.time?.trim() && !clockRange(data.time) ? data.time : null
    return { allDay: true, startTime: null, endTime: null, time }
  }
  const endChoice = chosen ? data.endTime : written?.end
  const end = isClockValue(endChoice) && endChoice > start ? endChoice : null
  return {
    allDay: false,
    startTime: start,
    endTime: end,
    time: end ? `${clockLabel(start)}${TIME_RANGE}${clockLabel(end)}` : clockLabel(start),
  }
}
