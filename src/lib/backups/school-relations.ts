import { randomBytes } from 'node:crypto'

import type { FlattenedField } from 'payload'

import { relationId } from '../platform/relation'

/**
 * The new id of a record another installation gave it: the id, null when the record did not come
 * along (it is left out of the school's export), or undefined when it comes along but is not stored
 * yet (the caller stores the record now and its relations again once everything is in).
 */
export type NewId = (collection: string, oldId: number | string) => number | string | null | undefined

type Data = Record<string, unknown>

/** A row id as Payload makes them (an ObjectId's 24 hex digits). */
const rowId = () => randomBytes(12).toString('hex')

/**
 * A stored record (or version) with every relation pointed at the records' new ids: relationship
 * and upload fields wherever they sit (groups, tabs, arrays, blocks), and the uploads, relationships
 * and internal links inside rich text. Rows of arrays and blocks get new ids (as Payload makes
 * them): the old ones may be taken where the school came from. `deferred` names the top-level
 * fields holding a relation to a record not stored yet: the caller stores the record without them
 * (a required upload inside an array cannot wait as null) and sets them once everything is in.
 */
export function remapRelations(
  fields: FlattenedField[],
  record: Data,
  newId: NewId,
): { data: Data; deferred: string[] } {
  let deferred = false
  const point = (collection: string, value: unknown) => {
    const old = relationId(value)
    if (old === undefined) return null
    const found = newId(collection, old)
    if (found === undefined) deferred = true
    return found ?? null
  }
  const relation = (relationTo: string | string[], value: unknown): unknown => {
    if (value == null) return value
    if (Array.isArray(relationTo)) {
      const { relationTo: collection, value: id } = value as { relationTo: string; value: unknown }
      const to = point(collection, id)
      return to == null ? null : { relationTo: collection, value: to }
    }
    return point(relationTo, value)
  }
  const richText = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(richText)
    if (!node || typeof node !== 'object') return node
    const out: Data = {}
    for (const [key, value] of Object.entries(node as Data)) out[key] = richText(value)
    if ((out.type === 'upload' || out.type === 'relationship') && typeof out.relationTo === 'string')
      out.value = point(out.relationTo, out.value)
    const doc = (out.fields as { doc?: { relationTo?: string; value?: unknown } } | undefined)?.doc
    if (doc?.relationTo) (out.fields as Data).doc = { ...doc, value: point(doc.relationTo, doc.value) }
    return out
  }
  const waiting: string[] = []
  const walk = (list: FlattenedField[], data: Data, top = false): Data => {
    const out: Data = { ...data }
    for (const field of list) {
      if (top) deferred = false
      const value = data[field.name]
      if (field.type === 'join') delete out[field.name]
      if (value == null) continue
      switch (field.type) {
        case 'relationship':
        case 'upload':
          out[field.name] =
            field.hasMany && Array.isArray(value)
              ? value.map((v) => relation(field.relationTo, v)).filter((v) => v != null)
              : relation(field.relationTo, value)
          break
        case 'group':
        case 'tab':
          out[field.name] = walk(field.flattenedFields, value as Data)
          break
        case 'array':
          out[field.name] = (value as Data[]).map((row) => walk(field.flattenedFields, { ...row, id: rowId() }))
          break
        case 'blocks':
          out[field.name] = (value as Data[]).map((row) => {
            const block = field.blocks.find((b) => b.slug === row.blockType)
            return block ? walk(block.flattenedFields, { ...row, id: rowId() }) : { ...row, id: rowId() }
          })
          break
        case 'richText':
          out[field.name] = richText(value)
          break
      }
      if (top && deferred) waiting.push(field.name)
    }
    return out
  }
  return { data: walk(fields, record, true), deferred: waiting }
}
