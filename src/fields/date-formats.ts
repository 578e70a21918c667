/**
 * How the admin writes and reads dates: day/month/year, as the office writes them on paper. One
 * place for the formats; `dayMonthYearDates` gives them to every date field of the configuration.
 */
import type { Config, DateField, Field } from 'payload'

/** A day, as the admin shows it (date-fns pattern): 05/12/2026. */
export const DATE_FORMAT = 'dd/MM/yyyy'

/** A day and time: 05/12/2026, 10:30 am. Payload's own dates (created, last changed) read so too. */
export const DATE_TIME_FORMAT = 'dd/MM/yyyy, h:mm aaa'

/**
 * What a clerk may type into a day's box. react-datepicker reads typed text with these patterns
 * and, given a list, never falls back to the browser's own reading (which takes 05/12/2026 as 12
 * May). Of several that fit, the last wins: so "05/12/26" is 2026 by the two-digit year, not 26 AD.
 */
export const TYPED_DATES = [DATE_FORMAT, 'd-M-yyyy', 'd.M.yyyy', 'd/M/yy', 'd-M-yy', 'd.M.yy']

/** What a clerk may type into a day-and-time box: "05/12/2026, 10:30 am", "5/12/2026 22:30". */
export const TYPED_DATE_TIMES = [DATE_TIME_FORMAT, 'd/M/yyyy h:mm a', 'd/M/yyyy, H:mm', 'd/M/yyyy H:mm']

/** The empty box's hint, in the order the clerk types. */
export const DATE_HINT = 'dd/mm/yyyy'
const DATE_TIME_HINT = 'dd/mm/yyyy, hh:mm am'

/** A date field read and typed as day/month/year; a field for a time alone or a month is left as it is. */
export function dayMonthYear(field: DateField): DateField {
  const date = field.admin?.date ?? {}
  const appearance = date.pickerAppearance ?? 'default'
  if (appearance !== 'default' && appearance !== 'dayOnly' && appearance !== 'dayAndTime') return field
  const withTime = appearance === 'dayAndTime'
  return {
    ...field,
    admin: {
      ...field.admin,
      // A box only the site fills (reviewed on, seeded at) needs no hint when empty.
      placeholder:
        field.admin?.placeholder ?? (field.admin?.readOnly ? undefined : withTime ? DATE_TIME_HINT : DATE_HINT),
      date: {
        ...date,
        displayFormat: withTime ? DATE_TIME_FORMAT : DATE_FORMAT,
        overrides: { ...date.overrides, dateFormat: withTime ? TYPED_DATE_TIMES : TYPED_DATES },
      } as typeof date,
    },
  }
}

/** Every date field among these, at any depth (groups, rows, arrays, tabs, blocks). */
function inFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'date') return dayMonthYear(field)
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: inFields(tab.fields) })) }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: inFields(block.fields) })),
      }
    if ('fields' in field) return { ...field, fields: inFields(field.fields) } as Field
    return field
  })
}

/**
 * The plugin that makes every date box of the admin day/month/year. Payload has one setting for
 * the dates it shows in lists and headings (`admin.dateFormat`, set to DATE_TIME_FORMAT in
 * payload.config.ts) but none for the boxes where dates are typed: each field carries its own, so
 * this gives it to each, the ones to come included.
 */
export const dayMonthYearDates = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: inFields(collection.fields) })),
  globals: config.globals?.map((global) => ({ ...global, fields: inFields(global.fields) })),
})
