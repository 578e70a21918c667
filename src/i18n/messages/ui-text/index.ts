import type { Locale } from '../../locales.mjs'
import type { TextTable } from '../../text-table'
import { FORMS_ML } from './forms'
import { HOME_UI_ML } from './home'
import { LISTING_UI_ML } from './listing'
import { PAGES_UI_ML } from './pages'

/**
 * The tables of English interface text that client components show translated
 * (components/UiText.tsx): the site's own controls, given by the layout to every page, and each
 * form's, given by its page. English pages get none.
 */
const ML = { site: { ...HOME_UI_ML, ...LISTING_UI_ML, ...PAGES_UI_ML }, ...FORMS_ML }

export type UiPart = keyof typeof ML

export function uiTextTable(locale: Locale, part: UiPart): TextTable | undefined {
  return locale === 'ml' ? ML[part] : undefined
}
