'use client'

import { CopyText } from '../CopyText'

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
  return (
    <CopyText locale={locale} language={language} text={text} what="message">
      <a href={whatsapp} target="_blank" rel="noopener noreferrer">
        Open in WhatsApp
      </a>
      {card && (
        <a href={card} target="_blank" rel="noopener noreferrer">
          Share card
        </a>
      )}
    </CopyText>
  )
}
