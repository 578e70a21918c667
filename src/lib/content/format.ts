/** How dates and figures read on the site. */
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.mjs'

/** The school's dates read as people in Kerala read them, whatever the server's time zone. */
export const TZ = 'Asia/Kolkata'

/** A stored date's calendar day in Kerala (two-digit day and month), or null when it is no date. */
export const keralaDay = (iso: string) => {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return null
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: TZ, day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  )
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

/** The date formats of a language: SPEC's "12 March 2019" in English, "2019, മാർച്ച് 12" in Malayalam. */
export const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', ml: 'ml-IN' }

/** "12 March 2019" (in Malayalam, as Malayalam writes it), Kerala's day. */
export function longDate(iso: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime())
    ? ''
    : new Intl.DateTimeFormat(DATE_LOCALE[locale], {
        timeZone: TZ,
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(d)
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
 * ("നവംബർ 26, രാത്രി 11:59"), as Malayalam readers tell the time, rather than AM/PM.
 */
export function dayAndTime(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeZone: TZ, ...options }).format(d)
  const day = format({ day: 'numeric', month: 'long' })
  const time = format({
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    ...(locale === 'ml' && { dayPeriod: 'short' }),
  })
  return `${day}, ${time}`
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
