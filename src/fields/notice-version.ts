import type { RelationshipField } from 'payload'

/**
 * The privacy notice's version a visitor's submission was sent under (collections/NoticeVersions):
 * what they were told about their data, in their language, when they sent it. Set by the site's
 * own code as the record is stored, never changed.
 */
export const noticeVersionField = (): RelationshipField => ({
  name: 'noticeVersion',
  label: 'Privacy notice agreed to',
  type: 'relationship',
  relationTo: 'notice-versions',
  access: { update: () => false },
  admin: { position: 'sidebar', readOnly: true },
})
