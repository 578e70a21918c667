/**
 * Migration `menus` (2026-11-26) gives each school its header menu and footer links as data, and
 * writes SPEC §2's into them (in English and Malayalam) for every school there is, so that nothing
 * on the site changes until the office changes it. Plain SQL, one INSERT … SELECT over `schools`
 * per row, so it serves SQLite and PostgreSQL alike and needs no school's id in advance. A new
 * school gets the same menus from the fields' default (src/fields/menu.ts).
 */
import { LOCALES } from '../i18n/locales.mjs'
import { specFooterLinks, specMenu } from '../lib/site/menu'

const text = (value: string) => `'${value.replace(/'/g, "''")}'`

/** A row id of its own for each school: the school's id, the table and the row's place. */
const rowId = (prefix: string, place: string) => `${text(`${prefix}-`)} || CAST("id" AS TEXT) || ${text(`-${place}`)}`

function rows(
  table: string,
  parent: (place: string) => string,
  list: { place: string; link: string | null; labels: string[] }[],
) {
  return list.flatMap(({ place, link, labels }, order) => [
    `INSERT INTO "${table}" ("_order", "_parent_id", "id", "link") SELECT ${order + 1}, ${parent(place)}, ${rowId(table, place)}, ${link === null ? 'NULL' : text(link)} FROM "schools";`,
    ...labels.map(
      (label, at) =>
        `INSERT INTO "${table}_locales" ("label", "_locale", "_parent_id") SELECT ${text(label)}, ${text(LOCALES[at])}, ${rowId(table, place)} FROM "schools";`,
    ),
  ])
}

/** The statements that write SPEC's menus into every school's new menu tables. */
export function specMenuStatements(): string[] {
  const menus = LOCALES.map(specMenu)
  const footers = LOCALES.map(specFooterLinks)
  const [menu] = menus
  const school = () => '"id"'
  return [
    ...rows(
      'schools_menu',
      school,
      menu.map((entry, i) => ({ place: `${i}`, link: entry.link ?? null, labels: menus.map((m) => m[i].label) })),
    ),
    ...menu.flatMap((entry, i) =>
      rows(
        'schools_menu_items',
        () => rowId('schools_menu', `${i}`),
        (entry.items ?? []).map((item, j) => ({
          place: `${i}-${j}`,
          link: item.link,
          labels: menus.map((m) => m[i].items![j].label),
        })),
      ),
    ),
    ...rows(
      'schools_footer_links',
      school,
      footers[0].map((link, i) => ({ place: `${i}`, link: link.link, labels: footers.map((f) => f[i].label) })),
    ),
  ]
}
