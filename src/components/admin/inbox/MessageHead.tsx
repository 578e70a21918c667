import type { UIFieldServerProps } from 'payload'

import { DEFAULT_LOCALE, localeOf } from '@/i18n/locales.mjs'
import { longDateTime } from '@/lib/content/format'
import { mailtoHref, replyAddresses, replySubject, telHref } from '@/lib/office/reply'
import { PERSON_INBOXES } from '@/lib/privacy/person-data'

type Doc = Record<string, unknown>

const inboxOf = (slug: string) =>
  slug in PERSON_INBOXES ? PERSON_INBOXES[slug as keyof typeof PERSON_INBOXES] : undefined

/** The school's name in the language the visitor wrote from, else in the installation's first language. */
async function schoolName({ payload, req }: UIFieldServerProps, doc: Doc) {
  const id = typeof doc.school === 'object' ? (doc.school as Doc | null)?.id : doc.school
  if (id == null) return ''
  const school = await payload
    .findByID({ collection: 'schools', id: id as number, depth: 0, locale: 'all', select: { name: true }, req })
    .catch(() => null)
  const names = (school?.name ?? {}) as unknown as Record<string, string | undefined>
  return names[localeOf(doc.language)] || names[DEFAULT_LOCALE] || ''
}

/**
 * Above what a visitor sent: when it came in (Kerala time), "Reply by e-mail" with the subject
 * filled in, their phone numbers to call, and where a correction they ask for is made.
 */
export async function MessageHead(props: UIFieldServerProps) {
  const { data, collectionSlug, payload } = props
  const doc = (data ?? {}) as Doc
  const collection = payload.collections[collectionSlug as 'contact-messages']?.config
  const inbox = inboxOf(collectionSlug)
  const labelOf = (name: string) => {
    const field = collection?.fields.find((f) => 'name' in f && f.name === name)
    return field && 'label' in field && typeof field.label === 'string' ? field.label : 'Phone'
  }
  const addresses = replyAddresses((inbox?.emails ?? []).map((name) => doc[name]))
  // The visitor's own subject where the form asks for one, else the form's name.
  const topic = String(doc.subject ?? '').trim() || String(collection?.labels.singular ?? '')
  const mailto = addresses.length ? mailtoHref(addresses, replySubject(topic, await schoolName(props, doc))) : null
  const phones = (inbox?.phones ?? []).flatMap((name) => {
    const href = telHref(doc[name])
    return href ? [{ name, label: labelOf(name), number: String(doc[name]).trim(), href }] : []
  })
  const received = typeof doc.createdAt === 'string' ? longDateTime(doc.createdAt) : ''

  return (
    <section className="message-head" aria-label="The message" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      {received && (
        <p style={{ margin: '0 0 calc(var(--base) / 2)' }}>
          Received <strong>{received}</strong> (Kerala time)
        </p>
      )}
      {(mailto || phones.length > 0) && (
        <div
          style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2) var(--base)', alignItems: 'center' }}
        >
          {mailto && (
            <a
              className="btn btn--style-primary btn--size-small"
              style={{ margin: 0 }}
              href={mailto}
              id="reply-by-email"
            >
              Reply by e-mail
            </a>
          )}
          {mailto && <span>to {addresses.join(', ')}</span>}
          {phones.map((p) => (
            <span key={p.name}>
              {p.label}: <a href={p.href}>{p.number}</a>
            </span>
          ))}
        </div>
      )}
      <p className="field-description" style={{ marginTop: 'calc(var(--base) / 2)' }}>
        What the visitor sent is kept as they sent it; only the office&rsquo;s own Status and Notes can be changed. If
        they ask for a correction, look them up under &ldquo;A person&rsquo;s data&rdquo;.
      </p>
    </section>
  )
}
