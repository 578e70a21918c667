import type { UIField } from 'payload'

/**
 * "Share on WhatsApp" in the sidebar of a published circular, event, alert or news item: the
 * message for the office's class groups in English and Malayalam, ready to copy, as the site's own
 * link sends it (lib/notifications/share.ts), with the record's share card. It stores nothing.
 */
export const shareMessageField = (): UIField => ({
  name: 'shareMessage',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/components/admin/share/ShareMessage#ShareMessage' },
    disableListColumn: true,
  },
})
