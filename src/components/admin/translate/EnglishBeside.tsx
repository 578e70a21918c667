'use client'

import { useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { DEFAULT_LOCALE } from '@/i18n/locales.mjs'

import { englishAt, type EnglishText } from './english-at'
import './translate.css'

type Read = { key: string; doc: Record<string, unknown> | null }

// One read of the record's English per form, whichever of its fields asks first.
const reads = new Map<string, Promise<Read['doc']>>()

function readEnglish(collection: string, id: number | string, key: string): Promise<Read['doc']> {
  let read = reads.get(key)
  if (!read) {
    const query = new URLSearchParams({ locale: DEFAULT_LOCALE, 'fallback-locale': 'none', depth: '0', draft: 'true' })
    read = fetch(`/cms-api/${collection}/${id}?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : null))
      .catch(() => null)
    reads.set(key, read)
  }
  return read
}

/**
 * Under each text of a record's form written per language, while the clerk writes Malayalam: the
 * same text's English as saved, to translate from without switching languages. Nothing in English
 * (the form is that text), nor on a record not saved yet.
 */
export function EnglishBeside({ path }: { path: string }) {
  const { code } = useLocale()
  const { id, collectionSlug, savedDocumentData } = useDocumentInfo()
  const key = `${collectionSlug}:${id}:${String(savedDocumentData?.updatedAt ?? '')}`
  const shown = code !== DEFAULT_LOCALE && id !== undefined && id !== null && !!collectionSlug
  const [read, setRead] = useState<Read | null>(null)

  useEffect(() => {
    if (!shown) return
    let current = true
    void readEnglish(collectionSlug, id, key).then((doc) => current && setRead({ key, doc }))
    return () => {
      current = false
    }
  }, [shown, collectionSlug, id, key])

  if (!shown || read?.key !== key || !read.doc) return null
  const english: EnglishText = englishAt(read.doc, path)
  return (
    <div className="english-beside" data-testid="english-beside">
      <span className="english-beside__label">English</span>
      {english.length === 0 ? (
        <p className="english-beside__none">No English text.</p>
      ) : (
        english.map((paragraph, i) => (
          <p key={i} lang="en">
            {paragraph}
          </p>
        ))
      )}
    </div>
  )
}
