'use client'

import { createContext, type ReactNode, use, useMemo } from 'react'

import { translateText, type TextTable } from '@/i18n/text-table'

const UiTextContext = createContext<TextTable | undefined>(undefined)

/**
 * The words of the client components below in the page's language. They are written in SPEC's
 * English (the forms are validated in it too); a Malayalam page passes its table here (the
 * layout for the site's own controls, a form's page for its form: src/i18n/messages/ui-text.ts),
 * and every label, option, message and button shows through it. An English page passes nothing,
 * so its JavaScript and RSC data carry no table at all. A table below another adds to it.
 */
export function UiTextProvider({ table, children }: { table?: TextTable; children: ReactNode }) {
  const outer = use(UiTextContext)
  const value = useMemo(() => (outer && table ? { ...outer, ...table } : (table ?? outer)), [outer, table])
  return <UiTextContext value={value}>{children}</UiTextContext>
}

/** The page's words for an English text of the interface (the English itself on English pages). */
export function useUiText(): (english: string) => string {
  const table = use(UiTextContext)
  return (english) => translateText(table, english)
}

/**
 * A button's visible verb ("Pause") with what it acts on for screen readers only, in the order of
 * the page's language: a table that writes `Pause {what}` as `{what} നിർത്തുക` puts the object
 * first, as Malayalam does. English pages keep the verb first.
 */
export function VerbFor({ verb, what }: { verb: string; what: string }) {
  const text = useUiText()
  if (text(`${verb} {what}`).startsWith('{what}'))
    return (
      <>
        <span className="sr-only">{what} </span>
        {text(verb)}
      </>
    )
  return (
    <>
      {text(verb)}
      <span className="sr-only"> {what}</span>
    </>
  )
}
