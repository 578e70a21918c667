import type { GlobalConfig } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { audit } from '@/lib/platform/audit'
import {
  DEFAULT_REQUIREMENT,
  PLATFORM_SETTINGS,
  REQUIREMENT_LABELS,
  REQUIREMENTS,
} from '@/lib/accounts/second-factor-rule'

/** Settings of the whole installation, every school's staff alike: the platform admins' only. */
export const PlatformSettings: GlobalConfig = {
  slug: PLATFORM_SETTINGS,
  label: 'Platform settings',
  admin: { group: 'Settings' },
  access: {
    read: ({ req: { user } }) => isPlatformAdmin(user),
    update: ({ req: { user } }) => isPlatformAdmin(user),
  },
  hooks: {
    afterChange: [
      async function auditSecondFactorSetting({ doc, previousDoc, req }) {
        const before = previousDoc?.requireSecondFactor ?? DEFAULT_REQUIREMENT
        if (doc.requireSecondFactor !== before)
          await audit(req, {
            action: 'second-factor-setting',
            school: null,
            detail: `Second factor required for: ${before} → ${doc.requireSecondFactor}`,
          })
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'requireSecondFactor',
      label: 'Require a second factor for',
      type: 'radio',
      required: true,
      defaultValue: DEFAULT_REQUIREMENT,
      options: REQUIREMENTS.map((value) => ({ value, label: REQUIREMENT_LABELS[value] })),
      admin: {
        layout: 'vertical',
        description:
          'Those it covers give a code from an authenticator app on their phone after their password. An account that has none yet is led to set one up at its next page, yours included. Staff who set one up themselves are asked for it whatever this says.',
      },
    },
  ],
}
