import type { CollectionBeforeChangeHook, CollectionConfig, Field, FilterOptions, Where } from 'payload'
import { ValidationError } from 'payload'

import { schoolIdOf } from '@/access/roles'
import { relationId } from '@/lib/platform/relation'

/** Collections whose records belong to a school and may therefore only be used by that school. */
const SCHOOL_OWNED = new Set(['media', 'private-files'])

export const FOREIGN_REFERENCE_MESSAGE = 'Choose a file that belongs to this school.'

type Ref = { slug: string; id: number | string; path: string }

/** Every upload or relationship value in a record, nested groups, tabs, array rows and blocks included. */
function collectReferences(fields: Field[], data: unknown, path: string, out: Ref[]) {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) collectReferences(tab.fields, record[tab.name], `${path}${tab.name}.`, out)
        else collectReferences(tab.fields, record, path, out)
      }
      continue
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      collectReferences(field.fields, record, path, out)
      continue
    }
    if (!('name' in field)) continue
    const value = record[field.name]
    if (value == null) continue
    const here = `${path}${field.name}`
    if (field.type === 'group') collectReferences(field.fields, value, `${here}.`, out)
    else if (field.type === 'array' && Array.isArray(value))
      value.forEach((row, i) => collectReferences(field.fields, row, `${here}.${i}.`, out))
    else if (field.type === 'blocks' && Array.isArray(value))
      value.forEach((row, i) => {
        const block = field.blocks.find((b) => b.slug === (row as { blockType?: string })?.blockType)
        if (block) collectReferences(block.fields, row, `${here}.${i}.`, out)
      })
    else if ((field.type === 'upload' || field.type === 'relationship') && typeof field.relationTo === 'string') {
      if (!SCHOOL_OWNED.has(field.relationTo)) continue
      for (const item of [value].flat()) {
        const id = relationId(item)
        if (id !== undefined) out.push({ slug: field.relationTo, id, path: here })
      }
    }
  }
}

/** Same walk over the configuration: the school-owned upload and relationship fields. */
function restrictFields(fields: Field[], filter: FilterOptions): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: restrictFields(tab.fields, filter) })) }
    if (field.type === 'row' || field.type === 'collapsible' || field.type === 'group' || field.type === 'array')
      return { ...field, fields: restrictFields(field.fields, filter) } as Field
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: restrictFields(block.fields, filter) })),
      }
    if (
      (field.type === 'upload' || field.type === 'relationship') &&
      typeof field.relationTo === 'string' &&
      SCHOOL_OWNED.has(field.relationTo)
    )
      return { ...field, filterOptions: filter } as Field
    return field
  })
}

/**
 * A record may only point at files of its own school. The admin's pickers offer only those
 * (filterOptions); the hook refuses any other id, because the REST and local APIs skip the picker.
 * `schoolOf` says which school a record belongs to (its `school` field, or the school itself).
 */
export function ownSchoolReferences(
  collection: CollectionConfig,
  schoolOf: (record: Record<string, unknown>) => unknown = (record) => record.school,
): CollectionConfig {
  const filter: FilterOptions = ({ data, id, user }) => {
    const school = relationId(schoolOf({ ...data, id })) ?? schoolIdOf(user)
    return { school: { equals: school ?? -1 } } satisfies Where
  }
  const check: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
    const record = { ...(originalDoc ?? {}), ...data }
    const school = relationId(schoolOf(record))
    const refs: Ref[] = []
    collectReferences(collection.fields, record, '', refs)
    const errors: { path: string; message: string }[] = []
    for (const slug of new Set(refs.map((r) => r.slug))) {
      const ids = refs.filter((r) => r.slug === slug).map((r) => r.id)
      const { docs } = await req.payload.find({
        collection: slug as 'media',
        where: { id: { in: ids } },
        depth: 0,
        limit: ids.length,
        pagination: false,
        overrideAccess: true,
        req,
        select: { school: true },
      })
      const owner = new Map(docs.map((d) => [String(d.id), relationId(d.school)]))
      for (const ref of refs.filter((r) => r.slug === slug)) {
        if (school === undefined || String(owner.get(String(ref.id))) !== String(school))
          errors.push({ path: ref.path, message: FOREIGN_REFERENCE_MESSAGE })
      }
    }
    if (errors.length) throw new ValidationError({ collection: collection.slug, errors, req })
    return data
  }
  return {
    ...collection,
    fields: restrictFields(collection.fields, filter),
    hooks: { ...collection.hooks, beforeChange: [check, ...(collection.hooks?.beforeChange ?? [])] },
  }
}
