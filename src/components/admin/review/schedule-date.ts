'use client'

import { format, isValid, parse } from 'date-fns'
import { useEffect } from 'react'

import { TYPED_DATES, TYPED_DATE_TIMES } from '@/fields/date-formats'

/**
 * Payload's Schedule Publish drawer (the arrow beside Publish changes) builds its own date box,
 * which no setting reaches: it shows the month as a word ("Dec 5, 2026 10:30 AM") and reads any
 * other typed text the American way, so "05/12/2026" was 12 May. These read what the clerk typed
 * there day/month/year, as in every other date box (fields/date-formats.ts), and hand the drawer
 * the same day in its own words, which the clerk then sees in the box.
 */

/** How Payload's date box for a day and time writes a date (its DatePicker's default). */
const SCHEDULE_BOX_FORMAT = 'MMM d, yyyy h:mm a'

/** react-datepicker takes no date before 1800 as one (so "05/12/26" is not 26 AD). */
const FIRST_YEAR = 1800

/**
 * The drawer's text for a day (and time) typed day/month/year, or null for anything else (its own
 * words included, so reading twice changes nothing). Of several patterns that fit, the last wins,
 * as react-datepicker reads the other date boxes.
 */
export function scheduleBoxText(typed: string, now = new Date()): string | null {
  let read: Date | null = null
  for (const pattern of [...TYPED_DATES, ...TYPED_DATE_TIMES]) {
    const date = parse(typed.trim(), pattern, now)
    if (isValid(date) && date.getFullYear() >= FIRST_YEAR) read = date
  }
  return read && format(read, SCHEDULE_BOX_FORMAT)
}

/** The drawer's date box (ScheduleDrawer's DatePickerField). */
const SCHEDULE_BOX = '.schedule-publish__scheduler .date-time-picker input'

/**
 * When the clerk leaves the drawer's date box (a press or tap elsewhere, Tab, or Enter), what was
 * typed is read day/month/year and put back in the drawer's words, as if typed so: its date
 * picker then reads the right day. Listened for before the date picker's own handlers, which on
 * those same events close its calendar and rewrite the box from the day it read while typing.
 */
export function useDayMonthYearScheduleBox() {
  useEffect(() => {
    const read = (box: HTMLInputElement) => {
      const text = scheduleBoxText(box.value)
      if (text === null) return
      // The input's own setter: React's would record the change as its own and not report it.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, text)
      box.dispatchEvent(new Event('input', { bubbles: true }))
    }
    const typedBox = () => {
      const box = document.activeElement
      return box instanceof HTMLInputElement && box.matches(SCHEDULE_BOX) ? box : null
    }
    const onKey = (event: KeyboardEvent) => {
      const box = typedBox()
      if (box && event.target === box && (event.key === 'Enter' || event.key === 'Tab')) read(box)
    }
    const onPress = (event: PointerEvent) => {
      const box = typedBox()
      if (box && event.target !== box) read(box)
    }
    const onLeave = (event: FocusEvent) => {
      if (event.target === typedBox()) read(event.target as HTMLInputElement)
    }
    document.addEventListener('keydown', onKey, true)
    document.addEventListener('pointerdown', onPress, true)
    document.addEventListener('focusout', onLeave, true)
    return () => {
      document.removeEventListener('keydown', onKey, true)
      document.removeEventListener('pointerdown', onPress, true)
      document.removeEventListener('focusout', onLeave, true)
    }
  }, [])
}
