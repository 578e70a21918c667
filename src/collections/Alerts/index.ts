import type { PayloadRequest } from 'payload'

import { requiredInOneLanguage } from '@/fields/localized'
import { linkField } from '@/fields/link'
import { queueAlertEnd } from '@/jobs/alert-ended'
import { revalidateHooks } from '@/hooks/revalidate'
import {
  ALERT_ENDED,
  ALERT_MAX_LENGTH,
  ALERTS_FULL,
  alertsFull,
  defaultAlertEnd,
  stillShows,
} from '@/lib/office/alerts'

import { sendAlertNowEndpoint } from '@/endpoints/send-alert-now'

import { contentCollection } from '../factory'

import { holidayFields, markAlertHoliday, removeAlertHoliday } from './holiday'

/**
 * A closure or urgent notice (a rain holiday announced at 6 a.m.) at the very top of every page
 * of the school until it ends. School admins publish it at once; editors submit it for review.
 */
export const Alerts = contentCollection({
  slug: 'alerts',
  labels: { singular: 'Urgent alert', plural: 'Urgent alerts' },
  admin: {
    useAsTitle: 'message',
    defaultColumns: ['message', 'endsAt', '_status'],
    description:
      'A closure or urgent notice, shown at the very top of every page of the site until its end time, then gone by itself. Subscribers get it by mail within a minute of publishing; "Send to subscribers now" sends it at once.',
    components: { edit: { beforeDocumentControls: ['/components/admin/SendAlertNow#SendAlertNow'] } },
  },
  defaultSort: '-endsAt',
  endpoints: [sendAlertNowEndpoint],
  hooks: {
    afterChange: [...revalidateHooks.afterChange, queueAlertEnd, markAlertHoliday],
    afterDelete: [...revalidateHooks.afterDelete, removeAlertHoliday],
  },
  fields: [
    requiredInOneLanguage({
      name: 'message',
      type: 'text',
      required: true,
      maxLength: ALERT_MAX_LENGTH,
      admin: {
        description:
          'One or two sentences: what happens and for whom, e.g. "School is closed today because of heavy rain. Classes resume on Monday."',
      },
    }),
    linkField({
      name: 'link',
      label: 'Link (optional)',
      admin: {
        description:
          'A page with the details, such as a circular or a news item (starting with /), or an address starting with https://.',
      },
    }),
    {
      name: 'endsAt',
      label: 'Ends at',
      type: 'date',
      required: true,
      index: true,
      // Most closures are for the day they are announced (late at night, for the next).
      defaultValue: () => defaultAlertEnd().toISOString(),
      admin: {
        date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
        description: 'The alert leaves every page by itself at this time.',
      },
      validate: async (
        value: unknown,
        {
          data,
          id,
          req,
        }: { data: Partial<{ _status: string | null; school: unknown }>; id?: number | string; req: PayloadRequest },
      ) => {
        if (!value) return 'Choose when the alert ends.'
        if (data?._status !== 'published') return true
        if (!stillShows(value instanceof Date ? value.toISOString() : value)) return ALERT_ENDED
        return (await alertsFull(req, data.school, id)) ? ALERTS_FULL : true
      },
    },
    ...holidayFields,
  ],
})
