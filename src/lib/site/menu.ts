import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'
import { MESSAGES } from '@/i18n/messages'
import { langOf } from '@/lib/content/in-locale'
import type { School } from '@/payload-types'

import { MENU, type SiteRoute } from './routes'

/**
 * The school's menus as the office keeps them on its school record (`menu`, `footerLinks`): what
 * SPEC §2 gives every school to start with, in each language. The header, the phone menu and the
 * footer draw what is stored; a link's rules are in menu-links.ts.
 */
export type MenuLinkRow = { label: string; link: string }
export type MenuRow = { label: string; link?: string; items?: MenuLinkRow[] }

/** SPEC §2's quick links in the footer: their routes' titles, but Gallery's and Pphelp's own words. */
const SPEC_FOOTER = [
  'AboutUs',
  'Admission',
  'News',
  'Events',
  'Gallery',
  'Tc',
  'MandatoryDisclosure',
  'ErpSoftware',
  'Pphelp',
  'ContactUs',
] as const satisfies SiteRoute[]

/** SPEC §2's main menu in `locale`: the dropdowns About, Facilities, Academics, Gallery between plain links. */
export function specMenu(locale: Locale): MenuRow[] {
  const { Menu, Routes } = MESSAGES[locale]
  return MENU.map((entry) => ({
    label: Menu[entry.entry],
    ...(entry.children
      ? { items: entry.children.map((route) => ({ label: Routes[route], link: `/${route}` })) }
      : { link: entry.href }),
  }))
}

/** SPEC §2's footer quick links in `locale`. */
export function specFooterLinks(locale: Locale): MenuLinkRow[] {
  const { Menu, Routes, Footer } = MESSAGES[locale]
  const label = (route: (typeof SPEC_FOOTER)[number]) =>
    route === 'Gallery' ? Menu.Gallery : route === 'Pphelp' ? Footer.parentHelp : Routes[route]
  return SPEC_FOOTER.map((route) => ({ label: label(route), link: `/${route}` }))
}

/** A link of a menu as a page draws it: `lang` where its label is in the other language than the page's. */
export type MenuLinkView = { label: string; href: string; lang?: Locale }
export type MenuEntryView = { label: string; lang?: Locale; href?: string; children?: MenuLinkView[] }

type Row = { label?: string | null; link?: string | null }

const wordsKey = (row: Row) => `${row.link ?? ''}\n${row.label ?? ''}`

/**
 * SPEC's words in `locale` for each SPEC link under its English label. An entry the office has not
 * reworded and not yet written in Malayalam still reads in Malayalam on Malayalam pages, as it did
 * before the menus were data (a new school's menu comes in English only, from the field's default).
 */
const specWords = (locale: Locale): Map<string, string> => {
  const pairs = (english: Row[], other: Row[]) =>
    english.map((row, i) => [wordsKey(row), other[i].label ?? ''] as const)
  const [en, other] = [specMenu(DEFAULT_LOCALE), specMenu(locale)]
  return new Map([
    ...pairs(en, other),
    ...en.flatMap((entry, i) => pairs(entry.items ?? [], other[i].items ?? [])),
    ...pairs(specFooterLinks(DEFAULT_LOCALE), specFooterLinks(locale)),
  ])
}

function view(row: Row, words: Map<string, string>): { label: string; lang?: Locale } {
  const label = row.label ?? ''
  const lang = langOf(row, 'label')
  if (!lang) return { label }
  const spec = words.get(wordsKey(row))
  return spec ? { label: spec } : { label, lang }
}

const linkView = (row: Row, words: Map<string, string>): MenuLinkView => ({
  ...view(row, words),
  href: row.link ?? '/',
})

/**
 * Rows with words to read in the page's language. A row the office added while writing Malayalam
 * has no English label until it is written, and a link or button with no words has no name for a
 * screen reader: it waits off the English pages until then.
 */
const worded = <T extends Row>(rows: T[] | null | undefined): T[] =>
  (rows ?? []).filter((row) => typeof row.label === 'string' && row.label.trim() !== '')

/** The header's menu (and the phone's) of a school read in `locale`. */
export function headerMenu(school: School, locale: Locale): MenuEntryView[] {
  const words = specWords(locale)
  return worded(school.menu).map((entry) =>
    entry.items?.length
      ? { ...view(entry, words), children: worded(entry.items).map((item) => linkView(item, words)) }
      : linkView(entry, words),
  )
}

/** The footer's quick links of a school read in `locale`. */
export function footerMenu(school: School, locale: Locale): MenuLinkView[] {
  const words = specWords(locale)
  return worded(school.footerLinks).map((link) => linkView(link, words))
}
