/**
 * The plain choices the admin builds a repetition from (components/admin/calendar/RepeatsField.tsx),
 * and the RFC 5545 rule each makes: every day, every week on a weekday, every month on the nth
 * weekday ("every second Saturday"), every year; each until a date or not. A rule they cannot
 * make is kept as the office (or an import) wrote it, under "A rule of its own".
 */

export const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const
export type WeekdayCode = (typeof WEEKDAY_CODES)[number]

/** Which of the month's weekdays: the first … the fourth, or the last (-1). */
export const NTH_CHOICES = [1, 2, 3, 4, -1] as const
export type Nth = (typeof NTH_CHOICES)[number]

export type RepeatChoice =
  | { kind: 'none' }
  | { kind: 'daily'; until: string | null }
  | { kind: 'weekly'; weekday: WeekdayCode; until: string | null }
  | { kind: 'monthly'; nth: Nth; weekday: WeekdayCode; until: string | null }
  | { kind: 'yearly'; until: string | null }
  | { kind: 'own'; rule: string }

export type RepeatKind = RepeatChoice['kind']

const isWeekday = (value: string): value is WeekdayCode => (WEEKDAY_CODES as readonly string[]).includes(value)

/** A date (YYYY-MM-DD) in RFC 5545's basic form (20270331), as UNTIL and EXDATE write it, and back. */
export const basicDate = (day: string) => day.replace(/-/g, '')
export const fromBasicDate = (text: string | undefined) =>
  text && /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : null

const untilPart = (until: string | null) => (until ? `;UNTIL=${basicDate(until)}` : '')

export function ruleOf(choice: RepeatChoice): string {
  switch (choice.kind) {
    case 'none':
      return ''
    case 'daily':
      return `FREQ=DAILY${untilPart(choice.until)}`
    case 'weekly':
      return `FREQ=WEEKLY;BYDAY=${choice.weekday}${untilPart(choice.until)}`
    case 'monthly':
      return `FREQ=MONTHLY;BYDAY=${choice.nth}${choice.weekday}${untilPart(choice.until)}`
    case 'yearly':
      return `FREQ=YEARLY${untilPart(choice.until)}`
    case 'own':
      return choice.rule.trim()
  }
}

/** The choices that make `rule`, or "a rule of its own" when none do. */
export function choiceOf(rule: string | null | undefined): RepeatChoice {
  const text = (rule ?? '').trim().replace(/^RRULE:/i, '')
  if (!text) return { kind: 'none' }
  const parts = Object.fromEntries(
    text.split(';').map((part) => {
      const [key, value = ''] = part.split('=')
      return [key.toUpperCase(), value.toUpperCase()]
    }),
  )
  const { FREQ, BYDAY, UNTIL, ...rest } = parts
  const until = fromBasicDate(UNTIL)
  const plain = Object.keys(rest).length === 0 && (UNTIL === undefined || until !== null)
  if (plain && FREQ === 'DAILY' && BYDAY === undefined) return { kind: 'daily', until }
  if (plain && FREQ === 'YEARLY' && BYDAY === undefined) return { kind: 'yearly', until }
  if (plain && FREQ === 'WEEKLY' && BYDAY && isWeekday(BYDAY)) return { kind: 'weekly', weekday: BYDAY, until }
  const nth = plain && FREQ === 'MONTHLY' ? /^(-1|[1-4])(SU|MO|TU|WE|TH|FR|SA)$/.exec(BYDAY ?? '') : null
  if (nth) return { kind: 'monthly', nth: Number(nth[1]) as Nth, weekday: nth[2] as WeekdayCode, until }
  return { kind: 'own', rule: text }
}

/** What a kind starts as when the office chooses it, from the entry's first day (YYYY-MM-DD). */
export function startingChoice(kind: RepeatKind, firstDay: string | null, previous: RepeatChoice): RepeatChoice {
  const at = firstDay ? new Date(`${firstDay}T00:00:00Z`) : null
  const weekday = at ? WEEKDAY_CODES[at.getUTCDay()] : 'MO'
  const nth = at ? (Math.min(Math.ceil(at.getUTCDate() / 7), 4) as Nth) : 1
  const until = 'until' in previous ? previous.until : null
  switch (kind) {
    case 'none':
      return { kind }
    case 'daily':
    case 'yearly':
      return { kind, until }
    case 'weekly':
      return { kind, weekday, until }
    case 'monthly':
      return { kind, nth, weekday, until }
    case 'own':
      return { kind, rule: ruleOf(previous) }
  }
}
