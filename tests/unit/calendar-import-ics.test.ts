import { describe, expect, it } from 'vitest'

import { ICS_MESSAGES, readCalendarFile } from '@/lib/calendar/import-ics'
import { readRecurrence } from '@/lib/calendar/occurrences'

/** A calendar as Google Calendar exports one: Kerala's zone defined, some times in UTC. */
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n')

const today = '2026-11-29'

describe('a calendar file (.ics), read', () => {
  it('takes all-day, multi-day and timed events to Kerala days and the admin’s clock', () => {
    const read = readCalendarFile(
      calendar(
        [
          'UID:onam@google.com',
          'SUMMARY:Onam holidays',
          'DTSTART;VALUE=DATE:20270823',
          'DTEND;VALUE=DATE:20270902',
          'CATEGORIES:Holiday',
        ],
        // 04:30 UTC is 10:00 in Kerala; 07:07 UTC is 12:37, on the five-minute clock 12:35.
        ['UID:ptm@google.com', 'SUMMARY:PTM', 'DTSTART:20261218T043000Z', 'DTEND:20261218T070700Z', 'LOCATION:Hall'],
        ['UID:day@google.com', 'SUMMARY:Sports day', 'DTSTART;TZID=Asia/Kolkata:20270110T090000', 'DURATION:PT3H'],
      ),
      { today, category: 'celebration' },
    )
    if ('problem' in read) throw new Error(read.problem)
    expect(read.refused).toEqual([])
    const [onam, ptm, sports] = read.rows
    expect(onam).toMatchObject({
      title: 'Onam holidays',
      date: '2027-08-23',
      endDate: '2027-09-01',
      category: 'holiday',
    })
    expect(onam.calendar).toMatchObject({ uid: 'onam@google.com', allDay: true, startTime: null })
    expect(ptm).toMatchObject({ date: '2026-12-18', endDate: null, category: 'celebration' })
    expect(ptm.calendar).toMatchObject({ allDay: false, startTime: '10:00', endTime: '12:35', venue: 'Hall' })
    expect(sports.calendar).toMatchObject({ startTime: '09:00', endTime: '12:00' })
  })

  it('keeps a repetition as its rule, with the days it skips and its moved occurrences beside it', () => {
    const read = readCalendarFile(
      calendar(
        [
          'UID:assembly@google.com',
          'SUMMARY:Special assembly',
          'DTSTART;TZID=Asia/Kolkata:20261202T090000',
          'DTEND;TZID=Asia/Kolkata:20261202T093000',
          // The last Wednesday of March, at its start in Kerala, in UTC.
          'RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270331T033000Z',
          'EXDATE;TZID=Asia/Kolkata:20261223T090000,20261230T090000',
        ],
        [
          'UID:assembly@google.com',
          'RECURRENCE-ID;TZID=Asia/Kolkata:20270113T090000',
          'SUMMARY:Special assembly (moved)',
          'DTSTART;TZID=Asia/Kolkata:20270114T090000',
          'DTEND;TZID=Asia/Kolkata:20270114T093000',
        ],
        [
          'UID:sat@google.com',
          'SUMMARY:Second Saturday',
          'DTSTART;VALUE=DATE:20261212',
          'RRULE:FREQ=MONTHLY;BYDAY=2SA',
        ],
      ),
      { today },
    )
    if ('problem' in read) throw new Error(read.problem)
    const [assembly, moved, saturday] = read.rows
    expect(assembly.calendar).toMatchObject({
      recurrence: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20270331',
      exceptions: ['2026-12-23', '2026-12-30', '2027-01-13'],
    })
    expect(typeof readRecurrence(assembly.calendar!.recurrence!, assembly.date)).not.toBe('string')
    expect(moved).toMatchObject({ date: '2027-01-14', title: 'Special assembly (moved)' })
    expect(moved.calendar).toMatchObject({ uid: 'assembly@google.com#2027-01-13', recurrence: null })
    expect(saturday.calendar).toMatchObject({ recurrence: 'FREQ=MONTHLY;BYDAY=2SA', exceptions: [] })
  })

  it('refuses what cannot be an entry, by its number, and leaves out last year’s', () => {
    const read = readCalendarFile(
      calendar(
        ['UID:a', 'DTSTART;VALUE=DATE:20261201'],
        ['UID:b', 'SUMMARY:Cancelled trip', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20261202'],
        ['UID:c', 'SUMMARY:Hourly bell', 'DTSTART:20261203T090000Z', 'RRULE:FREQ=HOURLY'],
        ['UID:d', 'SUMMARY:Old sports day', 'DTSTART;VALUE=DATE:20250101'],
        ['UID:e', 'SUMMARY:Old weekly, ended', 'DTSTART;VALUE=DATE:20240101', 'RRULE:FREQ=WEEKLY;COUNT=4'],
        ['UID:f', 'SUMMARY:Founders’ day', 'DTSTART;VALUE=DATE:20200105', 'RRULE:FREQ=YEARLY'],
      ),
      { today },
    )
    if ('problem' in read) throw new Error(read.problem)
    expect(read.refused).toEqual([
      { row: 1, reason: ICS_MESSAGES.noTitle },
      { row: 2, reason: ICS_MESSAGES.cancelled },
      { row: 3, reason: ICS_MESSAGES.repetition('Repeat every day, week, month or year.') },
    ])
    expect(read.history).toBe(2)
    expect(read.rows.map((r) => r.title)).toEqual(['Founders’ day'])
  })

  it('names a file that is no calendar, or one with no events', () => {
    expect(readCalendarFile('%PDF-1.4', { today })).toEqual({ problem: ICS_MESSAGES.unreadable })
    expect(readCalendarFile(calendar(), { today })).toEqual({ problem: ICS_MESSAGES.noEvents })
  })
})
