import { getLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { uiTextTable, type UiPart } from '@/i18n/messages/ui-text'

import { UiTextProvider } from '../UiText'

/**
 * A form in the page's language: on a Malayalam page its labels, options and messages show
 * through the form's table (components/UiText.tsx); an English page renders the form as it is.
 */
export async function FormText({ form, children }: { form: Exclude<UiPart, 'site'>; children: ReactNode }) {
  const table = uiTextTable(await getLocale(), form)
  return table ? <UiTextProvider table={table}>{children}</UiTextProvider> : children
}
