import type { CollectionConfig } from 'payload'
import { APIError } from 'payload'

import {
  assignsRoles,
  createsStaffAccounts,
  isPlatformAdmin,
  platformAdminField,
  removableStaffAccounts,
  ROLE_LABELS,
  ROLES,
  schoolIdOf,
  staffAccounts,
} from '@/access/roles'
import { asksForSchool } from '@/fields/school'
import { refundSuccessfulSignIn, throttleSignIns } from '@/hooks/sign-in-throttle'
import { strongPasswords } from '@/hooks/strong-passwords'
import { env } from '@/lib/platform/env'
import { onlySchool } from '@/lib/platform/school-for-new-records'
import { dropSetupToken, requireSetupToken } from '@/lib/accounts/first-account'
import { officeAccountLog } from '@/lib/accounts/office-account'
import { secondFactorInAnswer } from '@/lib/accounts/second-factor-sessions'
import { removeFactor } from '@/lib/accounts/second-factor-store'
import { noMailToImportedAccounts } from '@/lib/accounts/imported-accounts'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  auth: {
    // No account lock: it let a stranger lock anyone out and told them the account exists.
    // Sign-ins are throttled per address and per (address, account) instead (hooks/sign-in-throttle.ts).
    maxLoginAttempts: 0,
    // Reset mails are throttled there too, per address and per account. Payload's own 15-second
    // interval writes outside the request's transaction, which on SQLite waits for that very
    // transaction (lib/platform/sqlite-writes.ts): every reset request hung 15 s and then failed.
    forgotPassword: { minRequestInterval: 0 },
    // Secure whenever the site is served over https; never sent with another site's requests.
    cookies: { secure: env.secureCookies, sameSite: 'Lax' },
  },
  admin: { group: 'Settings', useAsTitle: 'email', defaultColumns: ['email', 'name', 'role', 'school'] },
  access: {
    read: staffAccounts,
    create: createsStaffAccounts,
    update: staffAccounts,
    delete: removableStaffAccounts,
  },
  hooks: {
    beforeOperation: [throttleSignIns, strongPasswords, noMailToImportedAccounts],
    afterLogin: [refundSuccessfulSignIn],
    // A session from a password alone still owes its second factor (lib/accounts/second-factor-sessions.ts).
    afterOperation: [secondFactorInAnswer],
    // Before the account goes: its second factor's row refers to it and may not be left pointing nowhere.
    beforeDelete: [
      async function removeSecondFactor({ id, req }) {
        return removeFactor(req.payload, Number(id), req)
      },
    ],
    beforeChange: [
      async function accountRoleAndSchool({ data, operation, originalDoc, req }) {
        // The very first account (create-first-user screen with the setup link, or ADMIN_EMAIL) runs the platform.
        if (operation === 'create') {
          const { totalDocs } = await req.payload.count({ collection: 'users', req })
          if (totalDocs === 0) {
            await requireSetupToken(req)
            // On req.context, not the hook's `context`: the count above, given req, gave the request a
            // new context object (Payload's createLocalReq), which is the one afterChange receives.
            req.context.firstAccount = true
            return { ...data, role: 'platform-admin', school: null }
          }
        }
        const actor = req.user
        if (actor && !isPlatformAdmin(actor)) {
          if (data.role === 'platform-admin') throw new APIError('Only a platform admin can grant that role.', 403)
          if (actor.role === 'school-admin') data.school = schoolIdOf(actor)
        }
        // A platform admin belongs to no school, so no school's admins can reach the account.
        if ((data.role ?? originalDoc?.role) === 'platform-admin') data.school = null
        else if (data.role && !(data.school ?? originalDoc?.school)) {
          // The form does not ask in a one-school installation (fields/school.ts asksForSchool): that school.
          data.school = await onlySchool(req)
          if (data.school === undefined) throw new APIError('A school admin or editor must belong to a school.', 400)
        }
        return data
      },
    ],
    afterChange: [
      async function endSetupAfterFirstAccount({ context, doc, req }) {
        if (context.firstAccount) {
          await dropSetupToken(req)
          // Once, for whoever set the server up: the office should not work as this platform admin.
          console.log(`[accounts] ${officeAccountLog()}`)
        }
        return doc
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { update: assignsRoles, create: assignsRoles },
      saveToJWT: true,
    },
    {
      name: 'school',
      type: 'relationship',
      relationTo: 'schools',
      index: true,
      saveToJWT: true,
      access: { update: platformAdminField, create: assignsRoles },
      // Asked like every record's school, and never of a platform admin's account, which has none.
      admin: { condition: (data, _sibling, { user }) => data?.role !== 'platform-admin' && asksForSchool(user) },
    },
    {
      // Whether the account has a second factor: set it up (one's own), or reset it (a platform admin).
      name: 'secondFactor',
      type: 'ui',
      admin: {
        components: { Field: '/components/admin/second-factor/SecondFactorField#SecondFactorField' },
        condition: (data) => data?.id != null,
      },
    },
  ],
}
