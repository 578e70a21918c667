import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/**
 * Staff-written rich text, rendered on the server to plain HTML elements. Lexical documents hold no
 * raw HTML, so nothing a staff member types can become a script or an event handler.
 */
export function RichText({ data, className = 'prose-school' }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <LexicalRichText data={data as SerializedEditorState} className={className} />
}
