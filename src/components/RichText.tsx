import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/**
 * Staff-written rich text, rendered on the server to plain HTML elements. Lexical documents hold no
 * raw HTML, so nothing a staff member types can become a script or an event handler.
 */
export function RichText({
  data,
  className = 'prose-school',
  lang,
}: {
  data: unknown
  className?: string
  /** `"en"` for English text on a page of another language (lib/content/in-locale.ts). */
  lang?: string
}) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  const text = <LexicalRichText data={data as SerializedEditorState} className={className} />
  return lang ? <div lang={lang}>{text}</div> : text
}
