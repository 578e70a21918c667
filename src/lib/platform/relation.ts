/**
 * The record number a relationship value points at, however Payload hands it over: the id itself,
 * the populated record, or a polymorphic `{ relationTo, value }`.
 */
export function relationId(value: unknown): number | string | undefined {
  if (value == null) return undefined
  if (typeof value === 'number' || typeof value === 'string') return value
  if (typeof value === 'object') {
    const v = value as { id?: unknown; value?: unknown }
    return relationId(v.id ?? v.value)
  }
  return undefined
}
