import type { Field, UIField } from 'payload'

/**
 * A field of what a visitor sent: kept as they sent it. Nobody's save changes it, through the
 * admin or the API (Payload keeps the stored value when a field's update access is refused);
 * the site's own create still writes it. A correction the person asks for is made on the record
 * of their rights, never by typing over their words.
 */
export function sentByVisitor(field: Field): Field {
  if (!('name' in field) || field.type === 'ui') return field
  return {
    ...field,
    access: { ...field.access, update: () => false },
    // The class lets the admin show their words as text rather than greyed-out inputs (admin.css).
    admin: { ...field.admin, readOnly: true, className: 'sent-by-visitor' },
  } as Field
}

/**
 * The head of a message in the admin: who sent it and when (Kerala time), with "Reply by e-mail"
 * and their phone numbers as links. It stores nothing.
 */
export const messageHeadField = (): UIField => ({
  name: 'messageHead',
  type: 'ui',
  admin: {
    components: { Field: '/components/admin/inbox/MessageHead#MessageHead' },
    disableListColumn: true,
  },
})
