import type { CollectionAfterLoginHook, CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import {
  assignsRoles,
  createsStaffAccounts,
  isPlatformAdmin,
  platformAdminField,
  platformAdminOnly,
  removableStaffAccounts,
  ROLE_LABELS,
  ROLES,
  schoolIdOf,
  staffAccounts,
} from '@/access/roles'
import { allowRequest, clientAddress, refundRequest } from '@/lib/rate-limit'
import { env } from '@/lib/env'

/** Failed sign-ins one address may make in ten minutes, over all accounts (each account also locks after 10). */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 30

export const TOO_MANY_LOGINS = 'Too many sign-in attempts from your connection. Please wait ten minutes and try again.'

const throttleLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (
    operation === 'login' &&
    !(await allowRequest('login', clientAddress(req.headers), Date.now(), LOGIN_ATTEMPTS_PER_ADDRESS))
  )
    throw new APIError(TOO_MANY_LOGINS, 429)
  return args
}

// Only failed sign-ins count: an office behind one address signs in as often as it needs.
const refundSuccessfulLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await refundRequest('login', clientAddress(req.headers), LOGIN_ATTEMPTS_PER_ADDRESS)
  return user
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // Secure whenever the site is served over https; never sent with another site's requests.
    cookies: { secure: env.secureCookies, sameSite: 'Lax' },
  },
  admin: { group: 'Settings', useAsTitle: 'email', defaultColumns: ['email', 'name', 'role', 'school'] },
  access: {
    read: staffAccounts,
    create: createsStaffAccounts,
    update: staffAccounts,
    delete: removableStaffAccounts,
    // A locked account is opened by a platform admin (or by waiting out the lock).
    unlock: platformAdminOnly,
  },
  hooks: {
    beforeOperation: [throttleLogins],
    afterLogin: [refundSuccessfulLogin],
    beforeChange: [
      async ({ data, operation, originalDoc, req }) => {
        // The very first account (create-first-user screen or ADMIN_EMAIL) runs the platform.
        if (operation === 'create') {
          const { totalDocs } = await req.payload.count({ collection: 'users', req })
          if (totalDocs === 0) return { ...data, role: 'platform-admin', school: null }
        }
        const actor = req.user
        if (actor && !isPlatformAdmin(actor)) {
          if (data.role === 'platform-admin') throw new APIError('Only a platform admin can grant that role.', 403)
          if (actor.role === 'school-admin') data.school = schoolIdOf(actor)
        }
        // A platform admin belongs to no school, so no school's admins can reach the account.
        if ((data.role ?? originalDoc?.role) === 'platform-admin') data.school = null
        else if (data.role && !(data.school ?? originalDoc?.school)) {
          throw new APIError('A school admin or editor must belong to a school.', 400)
        }
        return data
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
      admin: { condition: (data) => data?.role !== 'platform-admin' },
    },
  ],
}
