/**
 * A page added to SPEC's menus after a school's menus were written (migration `menus`): the
 * statements put it in every school's menu right after a page it belongs beside, in English and
 * Malayalam, shifting the later items down one. A school whose menu already has the page (a new
 * installation, whose `menus` migration wrote today's SPEC menus), or has no item for the page it
 * goes beside (the office reshaped it), is left as it is. Plain SQL for SQLite and PostgreSQL alike.
 */
import { LOCALES } from '../i18n/locales.mjs'
import { specMenu } from '../lib/site/menu'

const text = (value: string) => `'${value.replace(/'/g, "''")}'`

export function menuItemAfterStatements(after: string, route: string): string[] {
  const [link, afterLink] = [text(`/${route}`), text(`/${after}`)]
  const idOf = (parent: string) => `${parent} || ${text(`-${route.toLowerCase()}`)}`
  const lacks = (parent: string) =>
    `NOT EXISTS (SELECT 1 FROM "schools_menu_items" c WHERE c."_parent_id" = ${parent} AND c."link" = ${link})`
  const labels = LOCALES.map((locale) => {
    const item = specMenu(locale)
      .flatMap((entry) => entry.items ?? [])
      .find((i) => i.link === `/${route}`)
    if (!item) throw new Error(`${route} is in no SPEC menu`)
    return { locale, label: item.label }
  })
  return [
    `UPDATE "schools_menu_items" SET "_order" = "_order" + 1 WHERE EXISTS (SELECT 1 FROM "schools_menu_items" a WHERE a."_parent_id" = "schools_menu_items"."_parent_id" AND a."link" = ${afterLink} AND a."_order" < "schools_menu_items"."_order") AND ${lacks('"schools_menu_items"."_parent_id"')};`,
    `INSERT INTO "schools_menu_items" ("_order", "_parent_id", "id", "link") SELECT a."_order" + 1, a."_parent_id", ${idOf('a."_parent_id"')}, ${link} FROM "schools_menu_items" a WHERE a."link" = ${afterLink} AND ${lacks('a."_parent_id"')};`,
    ...labels.map(
      ({ locale, label }) =>
        `INSERT INTO "schools_menu_items_locales" ("label", "_locale", "_parent_id") SELECT ${text(label)}, ${text(locale)}, n."id" FROM "schools_menu_items" n WHERE n."id" = ${idOf('n."_parent_id"')} AND NOT EXISTS (SELECT 1 FROM "schools_menu_items_locales" l WHERE l."_parent_id" = n."id" AND l."_locale" = ${text(locale)});`,
    ),
  ]
}
