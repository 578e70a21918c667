import type { CollectionBeforeOperationHook, Where } from 'payload'
import { APIError } from 'payload'

/** How deep and how many records an anonymous CMS API read may ask for. */
export const ANONYMOUS_READ = { maxDepth: 1, maxLimit: 100 }

const ID_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', 'all'])

/** Numeric ids only: a text id in a query reached the database and came back as a 500. */
function checkIds(where: unknown, idFields: Set<string>) {
  if (!where || typeof where !== 'object') return
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      if (Array.isArray(condition)) condition.forEach((w) => checkIds(w, idFields))
      continue
    }
    if (!idFields.has(key) || !condition || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (!ID_OPERATORS.has(operator)) continue
      const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]
      if (values.some((v) => v !== null && !/^\d{1,15}$/.test(String(v).trim())))
        throw new APIError(`"${key}" takes record numbers only.`, 400)
    }
  }
}

/**
 * Reads through the CMS API: ids in a query must be numbers (a 400 names the field otherwise), and
 * a visitor, who needs no more than the public pages show, may not ask for deep population or
 * every record at once.
 */
export const guardReads =
  (idFields: Set<string>): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    // The site's own code reads through the local API; only outside callers are checked.
    if (operation !== 'read' || req.payloadAPI !== 'REST') return args
    const find = args as { where?: Where; limit?: number; depth?: number }
    checkIds(find.where, idFields)
    // Population of a visitor's read (currentDepth set) is bounded by the top-level depth already.
    if (req.user || (args as { currentDepth?: number }).currentDepth) return args
    const depth = Math.min(Number(find.depth ?? ANONYMOUS_READ.maxDepth) || 0, ANONYMOUS_READ.maxDepth)
    // findByID has no paging; find does.
    if ('id' in args) return { ...args, depth }
    return {
      ...args,
      depth,
      pagination: true,
      limit: Math.min(Math.max(Number(find.limit ?? 10) || 10, 1), ANONYMOUS_READ.maxLimit),
    }
  }
