/**
 * Migration `localized_text` (2026-11-26) moves every text a visitor reads into Payload's
 * `_locales` tables, one row per record and language. Drizzle's generated migration only creates
 * those tables and drops the old columns, which would lose every text; these statements copy each
 * column's value into the new table as the English row first. The same list serves SQLite and
 * PostgreSQL (plain SQL with double-quoted names), so both databases keep the same texts.
 */

/** Each table and the columns that moved into its `<table>_locales` table. */
const MOVED: ReadonlyArray<readonly [table: string, columns: readonly string[]]> = [
  ['news', ['title', 'description']],
  ['_news_v', ['version_title', 'version_description']],
  ['events', ['title', 'venue', 'description']],
  ['_events_v', ['version_title', 'version_venue', 'version_description']],
  ['gallery', ['title', 'description']],
  ['_gallery_v', ['version_title', 'version_description']],
  ['toppers', ['stream']],
  ['_toppers_v', ['version_stream']],
  ['principal_messages', ['category', 'message']],
  ['_principal_messages_v', ['version_category', 'version_message']],
  ['highlights', ['title']],
  ['_highlights_v', ['version_title']],
  ['notification_popups', ['title', 'desc', 'url_title']],
  ['_notification_popups_v', ['version_title', 'version_desc', 'version_url_title']],
  ['videos', ['title']],
  ['_videos_v', ['version_title']],
  ['pages', ['title', 'description', 'body', 'list_title', 'closing']],
  ['_pages_v', ['version_title', 'version_description', 'version_body', 'version_list_title', 'version_closing']],
  ['pages_items', ['text']],
  ['_pages_v_version_items', ['text']],
  ['pages_facts', ['label', 'value']],
  ['_pages_v_version_facts', ['label', 'value']],
  ['faculty', ['designation']],
  ['disclosures', ['title']],
  ['disclosures_saras_links', ['label']],
  ['disclosures_general_information', ['label', 'value']],
  ['disclosures_documents', ['label']],
  ['disclosures_academics', ['label']],
  ['disclosures_staff', ['label', 'value']],
  ['disclosures_infrastructure', ['label', 'value']],
  ['schools', ['name', 'town', 'tagline', 'address_line1', 'address_line2', 'address_district', 'address_state']],
  ['schools_slides', ['caption']],
]

const quoted = (name: string) => `"${name}"`

/** One INSERT … SELECT per table: its texts become the English row of its `_locales` table. */
export function textIntoLocales(locale = 'en'): string[] {
  return MOVED.map(([table, columns]) => {
    const list = columns.map(quoted).join(', ')
    return `INSERT INTO ${quoted(`${table}_locales`)} (${list}, "_locale", "_parent_id") SELECT ${list}, '${locale}', "id" FROM ${quoted(table)};`
  })
}

/** The way back (the migration's `down`): the English rows' texts return to their old columns. */
export function textOutOfLocales(locale = 'en'): string[] {
  return MOVED.map(([table, columns]) => {
    const sets = columns
      .map(
        (c) =>
          `${quoted(c)} = (SELECT l.${quoted(c)} FROM ${quoted(`${table}_locales`)} l WHERE l."_parent_id" = ${quoted(table)}."id" AND l."_locale" = '${locale}')`,
      )
      .join(', ')
    return `UPDATE ${quoted(table)} SET ${sets};`
  })
}

/**
 * Columns of a table whose `_locales` table already exists (a record has a row per language it
 * has texts in): each value is copied into the record's English row. Migration
 * `notice_versions_and_subscriptions` (2026-11-29) uses it for the schools' own privacy notices.
 */
export function columnsIntoLocales(table: string, columns: readonly string[], locale = 'en'): string[] {
  return columns.map(
    (c) =>
      `UPDATE ${quoted(`${table}_locales`)} SET ${quoted(c)} = (SELECT t.${quoted(c)} FROM ${quoted(table)} t WHERE t."id" = ${quoted(`${table}_locales`)}."_parent_id") WHERE "_locale" = '${locale}';`,
  )
}

/** The way back: the English rows' values return to the table's own columns. */
export function columnsOutOfLocales(table: string, columns: readonly string[], locale = 'en'): string[] {
  return columns.map(
    (c) =>
      `UPDATE ${quoted(table)} SET ${quoted(c)} = (SELECT l.${quoted(c)} FROM ${quoted(`${table}_locales`)} l WHERE l."_parent_id" = ${quoted(table)}."id" AND l."_locale" = '${locale}');`,
  )
}

/** The schools' own privacy notices, which became one per language (the Malayalam review's C5). */
export const PRIVACY_NOTICE_COLUMNS = [
  'privacy_notices_contact',
  'privacy_notices_career',
  'privacy_notices_admission',
  'privacy_notices_tc',
] as const
