'use client'

import { useDocumentInfo, useFormFields, useFormModified, useLocale } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { LOCALE_NAMES, isLocale, otherLocale, type Locale } from '@/i18n/locales.mjs'
import { written } from '@/lib/content/in-locale'

import { languageNotes } from './language-notes'

/**
 * At the top of a record's form: which language the clerk is writing, a link to the other, and,
 * before publishing, which language the record's main text (its title or message) is still
 * missing in and what the site shows meanwhile. The other language's text is read from the
 * stored record; the current one is the form's, as typed. On a new record the other language is
 * a link until something is typed, then "save first" (language-notes.ts).
 */
export function LanguageNote({ source, label }: { source: string; label: string }) {
  const { code } = useLocale()
  const { id, collectionSlug } = useDocumentInfo()
  const typed = useFormFields(([fields]) => fields[source]?.value)
  const modified = useFormModified()
  const saved = id !== undefined && id !== null
  const editing: Locale = isLocale(code) ? code : 'en'
  const other = otherLocale(editing)
  const [stored, setStored] = useState<{ key: string; written: boolean } | null>(null)
  const key = `${collectionSlug}:${id}:${other}`

  useEffect(() => {
    if (!saved || !collectionSlug) return
    const controller = new AbortController()
    const query = new URLSearchParams({ locale: other, 'fallback-locale': 'none', depth: '0', draft: 'true' })
    query.set(`select[${source}]`, 'true')
    fetch(`/cms-api/${collectionSlug}/${id}?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: Record<string, unknown> | null) => setStored({ key, written: written(doc?.[source]) }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [collectionSlug, id, other, source, key, saved])

  const otherWritten = !saved ? false : stored?.key === key ? stored.written : null
  const saveFirst = !saved && modified
  const notes = languageNotes({ editing, label, typed: written(typed), otherWritten, saveFirst })
  const otherName = LOCALE_NAMES[other]
  const otherLang = other === 'ml' ? 'ml' : undefined
  return (
    <div className="field-type language-note" data-testid="language-note">
      <p style={{ margin: 0 }}>
        {notes.writing}{' '}
        {saveFirst ? (
          <strong lang={otherLang}>{otherName}</strong>
        ) : (
          <a href={`?locale=${other}`} lang={otherLang} style={{ fontWeight: 600 }}>
            {otherName}
          </a>
        )}
        .
      </p>
      {notes.missing && (
        <p role="status" style={{ margin: '0.5rem 0 0', fontWeight: 600, color: 'var(--theme-warning-750)' }}>
          {notes.missing}
        </p>
      )}
    </div>
  )
}
