import type { CollectionBeforeOperationHook } from 'payload'
import { ValidationError } from 'payload'

import { passwordProblem } from '@/lib/accounts/password-rule'

/**
 * Every way a password is set passes through here before Payload hashes it: an account created
 * (in the admin, the CMS API, the create-first-user screen, ADMIN_PASSWORD at first start), an
 * account changed, and a password reset. Payload's own check asks for 3 characters only. The
 * refusal names the field, so the admin shows the rule under the password box.
 */
export const strongPasswords: CollectionBeforeOperationHook = ({ args, collection, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = args.data as Record<string, unknown> | undefined
  // Absent or empty: no new password (an update of other fields); Payload requires one on create.
  if (!data || data.password === undefined || data.password === null || data.password === '') return args
  const problem = passwordProblem(data.password, [data.email, data.name])
  if (problem)
    throw new ValidationError({ collection: collection.slug, errors: [{ message: problem, path: 'password' }] })
  return args
}
