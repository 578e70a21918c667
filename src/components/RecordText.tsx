import { langOf } from '@/lib/content/in-locale'

/**
 * A text field of a record, as a page shows it inline. On a Malayalam page a text the office has
 * not written in Malayalam yet is its English, in a span marked `lang="en"`; otherwise the bare text.
 */
export function RecordText<T extends object>({ record, field }: { record: T; field: keyof T & string }) {
  const value = record[field] as string | null | undefined
  if (!value) return null
  const lang = langOf(record, field)
  return lang ? <span lang={lang}>{value}</span> : value
}
