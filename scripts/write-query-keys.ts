/**
 * `npm run generate:query-keys`: writes src/lib/server/query-keys.json, the query parameters each
 * page reads (lib/site/query-keys.ts), for the HTTP server, which reads that file and not the
 * content types' descriptors. Run it after adding or changing a descriptor's `queryKeys`.
 */
import fs from 'node:fs'
import path from 'node:path'

import { format, resolveConfig } from 'prettier'

import { pageQueryKeys } from '../src/lib/site/query-keys'

const file = path.resolve(import.meta.dirname, '../src/lib/server/query-keys.json')
const text = await format(JSON.stringify(pageQueryKeys()), { ...(await resolveConfig(file)), filepath: file })
fs.writeFileSync(file, text)
console.log(`[query-keys] ${path.relative(process.cwd(), file)} written`)
