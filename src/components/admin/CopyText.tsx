'use client'

import { Button } from '@payloadcms/ui'
import { type ReactNode, useState } from 'react'

/**
 * One language's text for the office to send elsewhere (a share message, a breach's draft): the
 * text as built from the saved record, read-only, Copy, and the caller's own actions beside it.
 */
export function CopyText({
  locale,
  language,
  text,
  what,
  children,
}: {
  locale: string
  language: string
  text: string
  /** "message", "draft": how a screen reader names the text. */
  what: string
  children?: ReactNode
}) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(text)
    setCopied(true)
    setTimeout(() => setCopied(false), 3000)
  }
  return (
    <section className="copy-text" aria-label={`${language} ${what}`}>
      <p className="copy-text__language">{language}</p>
      <textarea
        readOnly
        value={text}
        lang={locale}
        rows={Math.min(text.split('\n').length + 1, 30)}
        className="copy-text__text"
        aria-label={`${language} ${what}`}
      />
      <div className="copy-text__actions">
        <Button buttonStyle="secondary" size="small" margin={false} onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        {children}
      </div>
    </section>
  )
}
