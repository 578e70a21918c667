'use client'

import { createContext, type ReactNode, use } from 'react'

import { translateText, type TextTable } from '@/i18n/text-table'

const FormTextContext = createContext<TextTable | undefined>(undefined)

/**
 * The words of the forms below in the page's language. The forms are written, and validated, in
 * SPEC's English; a Malayalam page passes its table here (from src/i18n/messages/forms.ts), and
 * every label, option, message and button shows through it. An English page passes nothing, so
 * its JavaScript and RSC data carry no table at all.
 */
export function FormTextProvider({ table, children }: { table?: TextTable; children: ReactNode }) {
  return <FormTextContext value={table}>{children}</FormTextContext>
}

/** The page's words for an English text of the forms (the English itself on English pages). */
export function useFormText(): (english: string) => string {
  const table = use(FormTextContext)
  return (english) => translateText(table, english)
}
