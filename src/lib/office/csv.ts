/**
 * An inbox list as a spreadsheet for the office: the fields' labels as headers, options' words
 * instead of their codes, times in Kerala time, and a byte-order mark so that Excel reads the
 * Malayalam as Malayalam (without it, Excel takes the file for the computer's own code page).
 */
import { flattenTopLevelFields, type Field, type FieldAffectingData } from 'payload'
import { toWords } from 'payload/shared'

import { keralaDate, keralaDateTime, keralaIsoDate } from '@/lib/content/format'

/** UTF-8's byte-order mark, first in the file. */
export const BYTE_ORDER_MARK = '\uFEFF'

/** RFC 4180 CSV, with cells that a spreadsheet would run as formulas neutralised. */
export function toCsv(header: string[], rows: unknown[][]): string {
  const cell = (value: unknown) => {
    let text = value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return BYTE_ORDER_MARK + [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n'
}

type DataField = FieldAffectingData & { name: string }

/** The fields that hold data, rows and collapsibles opened, without those kept out of the file. */
const dataFields = (fields: Field[]): DataField[] =>
  flattenTopLevelFields(fields).filter((f): f is DataField => 'name' in f && !left(f as DataField))

export type CsvColumn = { name: string; label: string; text: (value: unknown) => string }

/** Payload's own number of a record, which the inbox's lists name so. */
const RECORD_NUMBER: CsvColumn = { name: 'id', label: 'Number', text: (v) => (v == null ? '' : String(v)) }

/** Kept out of the file: the form's one-time key, and what the admin never shows. */
const left = (field: DataField) =>
  ['submissionKey', 'id', 'createdAt', 'updatedAt'].includes(field.name) || Boolean(field.admin?.hidden)

/**
 * The columns of an inbox's file: its number, when it came (the collection's `createdAt`, under
 * the label the list gives it), then the data in the order of its fields. `phones` names the
 * fields that hold phone numbers, written as they are dialled (dialledPhone).
 */
export function csvColumns(fields: Field[], phones: readonly string[] = []): CsvColumn[] {
  const received = flattenTopLevelFields(fields).find(
    (f): f is DataField => 'name' in f && f.name === 'createdAt' && f.type === 'date',
  )
  const columns = dataFields(fields).map((f) => {
    const plain = column(f)
    return phones.includes(f.name) ? { ...plain, text: (v: unknown) => dialledPhone(v) ?? plain.text(v) } : plain
  })
  return [RECORD_NUMBER, ...(received ? [column(received)] : []), ...columns]
}

/**
 * A phone number as a clerk in India dials it, written so that no spreadsheet makes it a number or
 * a formula and no mark shows. A mobile is its ten digits in two fives ("98765 43210", whether
 * sent as +91 98765 43210, 919876543210 or 09876543210); an Indian landline gets its 0 and a space
 * after the area code's first digits ("0467 2201234"); another country's "+" becomes India's "00"
 * ("00 44 20 7946 0958"); anything else stays as sent, digits alone in fours. The spaces keep it
 * text: Excel and LibreOffice read a cell of digits as a number (9876543210 shows as 9.88E+09,
 * 04672201234 loses its 0) and one starting with + as a formula. Null when it is no phone number.
 */
export function dialledPhone(value: unknown): string | null {
  const raw = typeof value === 'string' ? value.trim() : ''
  if (!/^\+?[\d\s\-().]+$/.test(raw)) return null
  const digits = raw.replace(/\D/g, '')
  if (digits.length < 6 || digits.length > 15) return null
  const indian = /^(?:\+91|0091|91|0)?([1-9]\d{9})$/.exec(raw.startsWith('+') ? `+${digits}` : digits)?.[1]
  if (indian)
    return /^[6-9]/.test(indian)
      ? `${indian.slice(0, 5)} ${indian.slice(5)}`
      : `0${indian.slice(0, 3)} ${indian.slice(3)}`
  if (raw.startsWith('+') || digits.startsWith('00')) return `00 ${raw.replace(/^(\+|00)\s*/, '')}`
  return /\D/.test(raw) ? raw : digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** One record's cells. */
export const csvRow = (columns: CsvColumn[], doc: Record<string, unknown>): string[] =>
  columns.map((c) => c.text(doc[c.name]))

/** "contact-messages-2026-11-28.csv": the list, and the day it was taken in Kerala. */
export const csvFileName = (slug: string, now = new Date()) => `${slug}-${keralaIsoDate(now)}.csv`

/** A field's label as the admin shows it in English; Payload's own words from its name when it has none. */
function label(field: DataField): string {
  const given = 'label' in field ? field.label : undefined
  if (typeof given === 'string' && given) return given
  if (given && typeof given === 'object' && typeof (given as Record<string, unknown>).en === 'string')
    return (given as Record<string, string>).en
  return toWords(field.name)
}

const asString = (value: unknown) =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : null

function column(field: DataField): CsvColumn {
  return { name: field.name, label: label(field), text: cellText(field) }
}

/** How a field's value reads in a cell. */
function cellText(field: DataField): (value: unknown) => string {
  switch (field.type) {
    case 'date': {
      const withTime = field.admin?.date?.pickerAppearance === 'dayAndTime'
      return (v) => (withTime ? keralaDateTime(asString(v)) : keralaDate(asString(v)))
    }
    case 'select':
    case 'radio': {
      const words = new Map(
        field.options.map((o) =>
          typeof o === 'string' ? [o, o] : [o.value, typeof o.label === 'string' ? o.label : toWords(o.value)],
        ),
      )
      return (v) =>
        (Array.isArray(v) ? v : v == null ? [] : [v]).map((x) => words.get(String(x)) ?? String(x)).join(', ')
    }
    case 'checkbox':
      return (v) => (v ? 'Yes' : 'No')
    case 'upload':
    case 'relationship':
      // A file by its name; a school by its name, else its code; a notice's version by its title; an
      // admission session by its year, an application by its number; a member of staff by name, else e-mail (the export asks for
      // nothing else of them).
      return (v) => {
        if (v && typeof v === 'object') {
          const record = v as Record<string, unknown>
          return String(
            record.filename ||
              record.name ||
              record.code ||
              record.title ||
              record.year ||
              record.number ||
              record.email ||
              record.id ||
              '',
          )
        }
        return v == null ? '' : String(v)
      }
    case 'array': {
      // Each row in a line of its own words: "Qualification: B.Ed; Subject: English | …".
      const columns = dataFields(field.fields).map(column)
      return (v) =>
        (Array.isArray(v) ? (v as Record<string, unknown>[]) : [])
          .map((row) => columns.map((c) => `${c.label}: ${c.text(row[c.name])}`).join('; '))
          .join(' | ')
    }
    default:
      return (v) => (v == null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v))
  }
}
