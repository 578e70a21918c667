/** How dates and figures read on the site. */
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.mjs'

/** The school's dates read as people in Kerala read them, whatever the server's time zone. */
export const TZ = 'Asia/Kolkata'

/** Made once: a calendar month's page reads hundreds of days, and a formatter costs more to make than to use. */
const KERALA_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, day: '2-digit', month: '2-digit', year: 'numeric' })

/** A stored date's calendar day in Kerala (two-digit day and month), or null when it is no date. */
export const keralaDay = (iso: string) => {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return null
  const p = Object.fromEntries(KERALA_DAY.formatToParts(d).map((x) => [x.type, x.value]))
  return p as { day: string; month: string; year: string }
}

/** "05/12/2026": a stored date's Kerala day, as the office writes it; empty when it is no date. */
export function keralaDate(iso: string | null | undefined): string {
  const p = iso ? keralaDay(iso) : null
  return p ? `${p.day}/${p.month}/${p.year}` : ''
}

/** "28/11/2026 01:29": a moment in Kerala time, on the 24-hour clock a spreadsheet sorts by. */
export function keralaDateTime(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null
  if (!d || Number.isNaN(d.getTime())) return ''
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TZ,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  )
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}

/** "2026-11-28": Kerala's day of a moment, as a file name sorts it. */
export function keralaIsoDate(at: Date): string {
  const p = keralaDay(at.toISOString())
  return p ? `${p.year}-${p.month}-${p.day}` : ''
}

/** SPEC §2 Faculties: DOJ as dd-mm-yyyy. */
export function ddmmyyyy(iso: string | null | undefined): string {
  const p = iso ? keralaDay(iso) : null
  return p ? `${p.day}-${p.month}-${p.year}` : ''
}

/** The number and unit formats of a language (`Intl`'s locale for it). */
export const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', ml: 'ml-IN' }

/**
 * The months in Malayalam, written out as Kerala's schools and newspapers write them: CLDR's
 * abbreviations (ജനു, മാർ) read as cut short, and മാർ is also a bishop's title.
 */
export const MALAYALAM_MONTHS = [
  'ജനുവരി',
  'ഫെബ്രുവരി',
  'മാർച്ച്',
  'ഏപ്രിൽ',
  'മേയ്',
  'ജൂൺ',
  'ജൂലൈ',
  'ഓഗസ്റ്റ്',
  'സെപ്റ്റംബർ',
  'ഒക്ടോബർ',
  'നവംബർ',
  'ഡിസംബർ',
] as const

/** The days of the week, Sunday first, long and short, as a Kerala calendar prints them. */
const WEEKDAYS = {
  en: {
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  ml: {
    long: ['ഞായറാഴ്ച', 'തിങ്കളാഴ്ച', 'ചൊവ്വാഴ്ച', 'ബുധനാഴ്ച', 'വ്യാഴാഴ്ച', 'വെള്ളിയാഴ്ച', 'ശനിയാഴ്ച'],
    short: ['ഞായർ', 'തിങ്കൾ', 'ചൊവ്വ', 'ബുധൻ', 'വ്യാഴം', 'വെള്ളി', 'ശനി'],
  },
} as const satisfies Record<Locale, Record<'long' | 'short', readonly string[]>>

export const weekdayNames = (locale: Locale = DEFAULT_LOCALE, width: 'long' | 'short' = 'long') =>
  WEEKDAYS[locale][width]

/** "December 2026" ("2026 ഡിസംബർ") for a month written YYYY-MM. */
export function monthText(month: string, locale: Locale = DEFAULT_LOCALE): string {
  const [y, m] = month.split('-').map(Number)
  if (locale === 'ml') return `${y} ${MALAYALAM_MONTHS[m - 1]}`
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  )
}

/** "Saturday 12 December" ("ശനിയാഴ്ച, 12 ഡിസംബർ") for a calendar day written YYYY-MM-DD. */
export function dayText(day: string, locale: Locale = DEFAULT_LOCALE, withYear = false): string {
  const [y, m, d] = day.split('-').map(Number)
  const weekday = weekdayNames(locale)[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]
  const year = withYear ? ` ${y}` : ''
  if (locale === 'ml') return `${weekday}, ${d} ${MALAYALAM_MONTHS[m - 1]}${year}`
  const month = new Intl.DateTimeFormat(DATE_LOCALE[locale], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  )
  return `${weekday} ${d} ${month}${year}`
}

/** A stored date's Kerala day as numbers (month 1–12), or null when it is no date. */
function keralaParts(iso: string): { day: number; month: number; year: number } | null {
  const p = keralaDay(iso)
  return p ? { day: Number(p.day), month: Number(p.month), year: Number(p.year) } : null
}

/**
 * "12 March 2019" (SPEC's), Kerala's day; in Malayalam day, month and year in the same order,
 * "12 മാർച്ച് 2019", as a Kerala school's circular dates itself (CLDR writes "2019, മാർച്ച് 12").
 */
export function longDate(iso: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const p = iso ? keralaParts(iso) : null
  if (!p) return ''
  if (locale === 'ml') return `${p.day} ${MALAYALAM_MONTHS[p.month - 1]} ${p.year}`
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    timeZone: TZ,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso!))
}

/**
 * The part of the day a Kerala school names before a time, by its hour: CLDR's own day periods
 * say "ഉച്ച 12:00" (a bare noun, beside its "ഉച്ചയ്ക്ക് 12:30") and "സന്ധ്യ 6:30", which no school
 * office writes.
 */
const MALAYALAM_DAY_PARTS: readonly [fromHour: number, word: string][] = [
  [0, 'രാത്രി'],
  [4, 'പുലർച്ചെ'],
  [6, 'രാവിലെ'],
  [12, 'ഉച്ചയ്ക്ക്'],
  [14, 'ഉച്ചതിരിഞ്ഞ്'],
  [15, 'വൈകുന്നേരം'],
  [19, 'രാത്രി'],
]

export const malayalamDayPart = (hour: number): string => MALAYALAM_DAY_PARTS.findLast(([from]) => hour >= from)![1]

/**
 * A time of day on the 12-hour clock: "9:00 am" in English, and in Malayalam with the part of the
 * day named before it ("രാവിലെ 9:00", "വൈകുന്നേരം 4:30"), as Malayalam readers tell the time.
 */
function clockText(at: Date, timeZone: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {})
  const [hour, minute] = [Number(parts.hour), parts.minute]
  const onDial = hour % 12 || 12
  if (locale === 'ml') return `${malayalamDayPart(hour)} ${onDial}:${minute}`
  return `${onDial}:${minute} ${hour < 12 ? 'am' : 'pm'}`
}

/**
 * A clock time as the office types it in an event ("9:00 AM", "9.30 am", "14:00"), or null when
 * the text is not one ("All day", "After the assembly").
 */
export function clockTime(text: string | null | undefined): { h: number; min: number } | null {
  const match = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text ?? '')
  if (!match) return null
  let h = Number(match[1])
  const min = Number(match[2] ?? 0)
  const half = match[3]?.toLowerCase()
  if (!half && match[2] === undefined) return null
  if (half === 'p' && h < 12) h += 12
  if (half === 'a' && h === 12) h = 0
  return h < 24 && min < 60 ? { h, min } : null
}

/** Between a start and an end time, as an event's time is written ("10:00 AM – 12:30 PM"). */
export const TIME_RANGE = ' – '

type Clock = { h: number; min: number }

/** The start and end a free-text time names, where it is a clock time or a range of two. */
export function clockRange(text: string | null | undefined): { start: Clock; end: Clock | null } | null {
  const [from, to, ...rest] = (text ?? '').split(/\s+[–-]\s+/)
  const start = clockTime(from)
  const end = to === undefined ? null : clockTime(to)
  return !start || rest.length || (to !== undefined && !end) ? null : { start, end }
}

/**
 * An event's time on the page: as the office wrote it on English pages (SPEC's free text), and on
 * Malayalam pages, when it is a clock time or a range of two, as Malayalam tells it ("രാവിലെ 9:00").
 */
export function eventTime(text: string, locale: Locale = DEFAULT_LOCALE): string {
  const range = locale === DEFAULT_LOCALE ? null : clockRange(text)
  if (!range) return text
  const said = (c: Clock) => clockText(new Date(Date.UTC(2020, 0, 1, c.h, c.min)), 'UTC', locale)
  return range.end ? `${said(range.start)}${TIME_RANGE}${said(range.end)}` : said(range.start)
}

/** "12 March 2027 at 10:30 am", Kerala time: when a scheduled publication happens. */
export function longDateTime(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime())
    ? ''
    : new Intl.DateTimeFormat('en-GB', {
        timeZone: TZ,
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        // hour12 alone takes en-GB's 0–11 cycle ("0:05 am"); a clock on the office wall says 12:05.
        hourCycle: 'h12',
      }).format(d)
}

/** A percentage as a school writes it: "97.1 %", never "97.10000000000001 %". */
export const formatPercent = (value: number) =>
  `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value)} %`

/**
 * "26 November, 11:59 pm", Kerala time: when an alert ends. Malayalam names the part of the day
 * ("26 നവംബർ, രാത്രി 11:59"), as Malayalam readers tell the time, rather than AM/PM.
 */
export function dayAndTime(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const d = new Date(iso)
  const p = keralaParts(iso)
  if (!p) return ''
  const day =
    locale === 'ml'
      ? `${p.day} ${MALAYALAM_MONTHS[p.month - 1]}`
      : new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeZone: TZ, day: 'numeric', month: 'long' }).format(d)
  return `${day}, ${clockText(d, TZ, locale)}`
}

/** "12 March 2027, 10:30 am" ("12 മാർച്ച് 2027, രാവിലെ 10:30"), Kerala time: when a form opens or closes. */
export function longDayAndTime(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const day = longDate(iso, locale)
  return day && `${day}, ${clockText(new Date(iso), TZ, locale)}`
}

/** A file's size as a link states it: "240 kB", "3.4 MB". */
export function fileSize(bytes: number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!bytes || bytes < 0) return ''
  const mb = bytes >= 1024 * 1024
  return new Intl.NumberFormat(DATE_LOCALE[locale], {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024))
}

/** A file's kind as a reader names it: PDF, JPEG, PNG, WEBP. */
export const fileKind = (mimeType: string | null | undefined): string =>
  (mimeType?.split('/')[1] ?? '').split(/[+;]/)[0].toUpperCase()

/**
 * "PDF, 240 kB": what a linked document is and how large, as every document link on the site
 * states it; for a link elsewhere, its kind where its address names one (".pdf"), as no size is
 * known for it.
 */
export function fileFacts(
  file: { mimeType?: string | null; filesize?: number | null } | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
  url?: string | null,
): string {
  if (file) return [fileKind(file.mimeType), fileSize(file.filesize, locale)].filter(Boolean).join(', ')
  return url && /\.pdf(?:$|[?#])/i.test(url) ? 'PDF' : ''
}
