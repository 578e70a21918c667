import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  CollectionSlug,
  Field,
  FilterOptions,
  PayloadRequest,
  Where,
} from 'payload'
import { ValidationError } from 'payload'

import { schoolIdOf } from '@/access/roles'
import { relationId } from '@/lib/platform/relation'

/** Collections whose records belong to a school and may therefore only be used by that school. */
const SCHOOL_OWNED = new Set(['media', 'private-files'])

export const FOREIGN_REFERENCE_MESSAGE = 'Choose a file that belongs to this school.'

/** What a rich text may not show or link: anything of another school, by what points at it. */
export const FOREIGN_IN_TEXT = {
  upload: 'The text shows a file of another school: choose one that belongs to this school.',
  relationship: 'The text shows a record of another school: choose one that belongs to this school.',
  link: 'The text links to a record of another school: link to one that belongs to this school.',
} as const

/** A record pointed at from `path`, and what the refusal says when it is not the school's own. */
type Ref = { slug: string; id: number | string; path: string; message: string }

type TextNode = {
  type?: unknown
  relationTo?: unknown
  value?: unknown
  fields?: { doc?: { relationTo?: unknown; value?: unknown } | null } | null
  children?: unknown
}

/**
 * The records a rich text (Lexical's JSON) points at: its uploads and relationships
 * (`relationTo`, `value`) and internal links (`fields.doc`), however deep in lists, quotes or
 * tables, in each language's text when a save holds several. Any collection: the editor offers
 * links to every one, and a page would show or link what another school keeps.
 */
function textReferences(value: unknown, path: string, out: Ref[]) {
  if (Array.isArray(value)) {
    for (const item of value) textReferences(item, path, out)
    return
  }
  if (!value || typeof value !== 'object') return
  const node = value as TextNode
  // Not a node: the document's { root } or a value per language.
  if (typeof node.type !== 'string') {
    for (const inner of Object.values(value)) textReferences(inner, path, out)
    return
  }
  const add = (slug: unknown, target: unknown, message: string) => {
    const id = relationId(target)
    if (typeof slug === 'string' && id !== undefined) out.push({ slug, id, path, message })
  }
  if (node.type === 'upload') add(node.relationTo, node.value, FOREIGN_IN_TEXT.upload)
  if (node.type === 'relationship') add(node.relationTo, node.value, FOREIGN_IN_TEXT.relationship)
  if (node.fields?.doc) add(node.fields.doc.relationTo, node.fields.doc.value, FOREIGN_IN_TEXT.link)
  textReferences(node.children, path, out)
}

/**
 * Every upload or relationship value of a school-owned collection in a record, and everything its
 * rich texts point at, nested groups, tabs, array rows and blocks included.
 */
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
        if (id !== undefined) out.push({ slug: field.relationTo, id, path: here, message: FOREIGN_REFERENCE_MESSAGE })
      }
    } else if (field.type === 'richText') textReferences(value, here, out)
  }
}

/**
 * The school of each of `ids` in `slug`, by id as a string: a school is its own; a record of a
 * collection without schools (accounts of the platform, the audit log) belongs to none.
 */
async function schoolsOf(req: PayloadRequest, slug: string, ids: (number | string)[]): Promise<Map<string, unknown>> {
  if (slug === 'schools') return new Map(ids.map((id) => [String(id), id]))
  const collection = req.payload.collections[slug as CollectionSlug]
  if (!collection?.config.flattenedFields.some((field) => field.name === 'school')) return new Map()
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
  return new Map(docs.map((d) => [String(d.id), relationId(d.school)]))
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
  const ownSchoolReferencesOnly: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
    const record = { ...(originalDoc ?? {}), ...data }
    const school = relationId(schoolOf(record))
    const refs: Ref[] = []
    collectReferences(collection.fields, record, '', refs)
    const errors = new Map<string, { path: string; message: string }>()
    for (const slug of new Set(refs.map((r) => r.slug))) {
      const ofSlug = refs.filter((r) => r.slug === slug)
      const owner = await schoolsOf(
        req,
        slug,
        ofSlug.map((r) => r.id),
      )
      for (const ref of ofSlug) {
        if (school === undefined || String(owner.get(String(ref.id))) !== String(school))
          errors.set(`${ref.path}\n${ref.message}`, { path: ref.path, message: ref.message })
      }
    }
    if (errors.size) throw new ValidationError({ collection: collection.slug, errors: [...errors.values()], req })
    return data
  }
  return {
    ...collection,
    fields: restrictFields(collection.fields, filter),
    hooks: { ...collection.hooks, beforeChange: [ownSchoolReferencesOnly, ...(collection.hooks?.beforeChange ?? [])] },
  }
}
