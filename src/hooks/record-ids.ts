import type {
  CollectionBeforeOperationHook,
  FlattenedField,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedConfig,
} from 'payload'
import { APIError, NotFound } from 'payload'

/**
 * Record numbers are PostgreSQL `integer`s (Payload's serial ids; SQLite's are wider): anything
 * else in a path or a filter reached the database and came back as a 500.
 */
const MAX_RECORD_ID = 2_147_483_647

/** Operators that compare a record number with record numbers. */
const ID_OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
/** Operators whose value is a list (Payload splits a string at its commas). */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])

export const isRecordId = (value: unknown): boolean => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && Math.abs(n) <= MAX_RECORD_ID
}

/** What a query path ends on: a record number, a polymorphic relation ({relationTo, value}), or anything else. */
type Kind = 'record' | 'polymorphic' | 'other'

/**
 * Follows a query path (`school`, `documents.file`, `school.logo`, `version.school`) through the
 * collection's fields, into groups, arrays, tabs, blocks and the related collection, as Payload's
 * own query builder does.
 */
function kindOf(fields: FlattenedField[], segments: string[], atCollection: boolean, config: SanitizedConfig): Kind {
  const [name, ...rest] = segments
  // An array row's id is text; only a collection's own id is a record number.
  if (name === 'id' && atCollection) return rest.length ? 'other' : 'record'
  const field = fields.find((f) => 'name' in f && f.name === name)
  if (!field) return 'other'
  switch (field.type) {
    case 'group':
    case 'array':
    case 'tab':
      return rest.length ? kindOf(field.flattenedFields, rest, false, config) : 'other'
    case 'blocks': {
      const inBlocks = field.blocks.flatMap((b) => b.flattenedFields)
      return rest.length ? kindOf(inBlocks, rest, false, config) : 'other'
    }
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) {
        if (!rest.length) return 'polymorphic'
        return rest.length === 1 && rest[0] === 'value' ? 'record' : 'other'
      }
      if (!rest.length) return 'record'
      const related = config.collections.find((c) => c.slug === field.relationTo)
      return related ? kindOf(related.flattenedFields, rest, true, config) : 'other'
    }
    default:
      return 'other'
  }
}

/** The path in a version's query: its own id, its record (`parent`), or the record's fields under `version.`. */
function kindInVersions(collection: SanitizedCollectionConfig, segments: string[], config: SanitizedConfig): Kind {
  const [name, ...rest] = segments
  if ((name === 'id' || name === 'parent') && !rest.length) return 'record'
  if (name === 'version' && rest.length) return kindOf(collection.flattenedFields, rest, true, config)
  return 'other'
}

const refuse = (message: string) => {
  // Named by hand: Payload sends an error's message only when it has a name, and the production
  // build's minified classes have none. Payload's own name for a query it cannot run, which
  // payload.config.ts logs as a caller's mistake.
  throw Object.assign(new APIError(message, 400, undefined, true), { name: 'QueryError' })
}

function valuesOf(value: unknown, operator: string): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string' && LIST_OPERATORS.has(operator)) return value.split(',').map((v) => v.trim())
  // qs turns a long `in[0]=…&in[1]=…` list into an object.
  if (value && typeof value === 'object' && LIST_OPERATORS.has(operator)) return Object.values(value)
  return [value]
}

function checkCondition(path: string, kind: Kind, condition: unknown) {
  if (kind === 'other' || !condition || typeof condition !== 'object') return
  for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
    if (operator === 'exists') continue
    // Payload's admin searches a collection without a title field by `id like …`, which both
    // databases answer.
    if (operator === 'like' && path === 'id') continue
    if (!ID_OPERATORS.has(operator)) refuse(`"${path}" is a record number: compare it with equals, in or exists.`)
    for (const v of valuesOf(value, operator)) {
      if (v === null || v === 'null') continue
      const id = kind === 'polymorphic' && v && typeof v === 'object' ? (v as { value?: unknown }).value : v
      if (!isRecordId(id)) refuse(`"${path}" takes record numbers only.`)
    }
  }
}

function checkWhere(where: unknown, kindAt: (path: string) => Kind) {
  if (!where || typeof where !== 'object') return
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      if (Array.isArray(condition)) condition.forEach((w) => checkWhere(w, kindAt))
      else if (condition && typeof condition === 'object')
        Object.values(condition).forEach((w) => checkWhere(w, kindAt))
      continue
    }
    checkCondition(key, kindAt(key), condition)
  }
}

/**
 * Every request from outside (the CMS API, for every collection and operation: find, count,
 * findByID, update, delete, duplicate, versions): a record number in the path that is not one is
 * answered 404, and a filter on a record-number field (the id, a relationship or upload at any
 * depth, a version's record) with anything but record numbers is answered 400 naming the field.
 * The site's own code reads through the local API with ids it has checked.
 */
export const recordIdsOnly: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req.payloadAPI !== 'REST') return args
  checkPathId(req)
  const where = (args as { where?: unknown }).where
  if (where) {
    const config = req.payload.config
    // Payload names a versions query `read` like a find; no collection has a `parent` or `version`
    // field, so a path is read both ways.
    checkWhere(where, (path) => {
      const segments = path.split('.')
      const kind = kindOf(collection.flattenedFields, segments, true, config)
      return kind === 'other' ? kindInVersions(collection, segments, config) : kind
    })
  }
  return args
}

function checkPathId(req: PayloadRequest) {
  // Payload parses the path's id with parseFloat, so `abc` arrives as NaN and `5abc` as 5: the
  // path as it was sent is what is checked.
  const id = req.routeParams?.id
  if (typeof id === 'string' && !isRecordId(id)) throw new NotFound(req.t)
}

/** Adds the check to every collection, Payload's own (preferences, locks, jobs) included. */
export function recordIdsEverywhere(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [recordIdsOnly, ...(collection.hooks.beforeOperation ?? [])]
  }
  return config
}
