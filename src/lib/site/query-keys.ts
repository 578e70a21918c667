import { CONTENT_TYPES } from '@/collections/registry'

import { OTHER_QUERY_KEYS } from './routes'

/**
 * Every page's query parameters by route: the content types' (their descriptors' `queryKeys`) and
 * the other pages'. The HTTP server runs unbuilt and cannot read the descriptors, so
 * `npm run generate:query-keys` writes this table into lib/server/query-keys.json, which it reads;
 * tests/unit/content-types.test.ts fails when that file is out of date.
 */
export function pageQueryKeys(): Record<string, readonly string[]> {
  return Object.assign(
    { ...OTHER_QUERY_KEYS },
    ...CONTENT_TYPES.map((type) => ('queryKeys' in type ? type.queryKeys : {})),
  ) as Record<string, readonly string[]>
}
