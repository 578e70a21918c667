import type { Access, CollectionBeforeChangeHook, SanitizedConfig, Where } from 'payload'
import { APIError } from 'payload'

import { relationId } from '@/lib/platform/relation'

import { isPlatformAdmin, schoolIdOf } from './roles'

/**
 * Payload adds `payload-locked-documents` (who is editing which record) with access for any
 * signed-in account, whatever its school. Here it is narrowed after Payload has built its
 * configuration, since Payload offers no option for it: staff see and clear the locks of their own
 * school's accounts, and may only lock their own school's records. (`payload-preferences` is
 * already limited to each account's own rows.)
 */
const locksOfOwnSchool: Access = async ({ req }) => {
  const { user } = req
  if (!user || user.collection !== 'users') return false
  if (isPlatformAdmin(user)) return true
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { school: { equals: schoolIdOf(user) ?? -1 } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
    req,
  })
  const scope: Where = { 'user.value': { in: docs.map((d) => d.id) } }
  return scope
}

const lockOnlyOwnRecords: CollectionBeforeChangeHook = async ({ data, req }) => {
  const { user } = req
  if (!user || isPlatformAdmin(user)) return data
  const target = data.document as { relationTo?: string; value?: unknown } | undefined
  if (!target?.relationTo) return data
  const own = schoolIdOf(user)
  const doc = (await req.payload
    .findByID({
      collection: target.relationTo as 'news',
      id: relationId(target.value) as number,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    .catch(() => null)) as Record<string, unknown> | null
  const school = target.relationTo === 'schools' ? doc?.id : relationId(doc?.school)
  if (!doc || school !== own) throw new APIError('You may not lock that record.', 403)
  return data
}

export function scopeInternalCollections(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === 'payload-locked-documents')
  if (locks) {
    locks.access = { ...locks.access, read: locksOfOwnSchool, update: locksOfOwnSchool, delete: locksOfOwnSchool }
    locks.hooks.beforeChange = [...(locks.hooks.beforeChange ?? []), lockOnlyOwnRecords]
  }
  return config
}
