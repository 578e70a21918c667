import type { Thing, WithContext } from 'schema-dts'

/** A schema.org description for search engines; `<` is escaped so no text can close the script. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
