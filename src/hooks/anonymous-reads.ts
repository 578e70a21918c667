import type { CollectionBeforeOperationHook } from 'payload'

/** How deep and how many records an anonymous CMS API read may ask for. */
export const ANONYMOUS_READ = { maxDepth: 1, maxLimit: 100 }

/**
 * Reads through the CMS API: a visitor, who needs no more than the public pages show, may not ask
 * for deep population or every record at once. (Record numbers in a read's path and filters, a
 * count's included, are checked for every caller by hooks/record-ids.ts.)
 */
export const guardReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  // The site's own code reads through the local API; only outside callers are checked. A count
  // has neither depth nor limit.
  if (operation !== 'read' || req.payloadAPI !== 'REST') return args
  const find = args as { limit?: number; depth?: number }
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
