'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

/** One language's message: the text as it will be sent, Copy, Open in WhatsApp, and the card. */
export function CopyMessage({
  locale,
  language,
  text,
  whatsapp,
  card,
}: {
  locale: string
  language: string
  text: string
  whatsapp: string
  card: string | null
}) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(text)
    setCopied(true)
    setTimeout(() => setCopied(false), 3000)
  }
  return (
    <section className="share-message__language" aria-label={`${language} message`}>
      <p className="share-message__language-name">{language}</p>
      <textarea
        readOnly
        value={text}
        lang={locale}
        rows={text.split('\n').length + 1}
        className="share-message__text"
      />
      <div className="share-message__actions">
        <Button buttonStyle="secondary" size="small" margin={false} onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <a href={whatsapp} target="_blank" rel="noopener noreferrer">
          Open in WhatsApp
        </a>
        {card && (
          <a href={card} target="_blank" rel="noopener noreferrer">
            Share card
          </a>
        )}
      </div>
    </section>
  )
}
