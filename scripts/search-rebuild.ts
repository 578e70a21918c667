/**
 * `npm run search:rebuild -- [CODE]`: the site's search index made anew from the published
 * content, of one school (by its code) or of every school. Saves keep it current; this is for
 * after records came in from outside Payload. The site may keep running.
 */
import { getPayload } from 'payload'

import { rebuildAllSearchIndexes, rebuildSchoolIndex } from '../src/lib/search/sync'
import config from '../src/payload.config'
import { exitWithoutClosing } from './exit-without-closing'

const [code] = process.argv.slice(2)
const payload = await getPayload({ config })
try {
  const started = Date.now()
  if (code) {
    const school = (await payload.find({ collection: 'schools', where: { code: { equals: code } }, limit: 1 })).docs[0]
    if (!school) throw new Error(`no school has the code ${code}`)
    const { records, rows } = await rebuildSchoolIndex(payload, school.id)
    console.log(
      `[search:rebuild] ${school.name} (${code}): ${records} records, ${rows} entries in ${Date.now() - started} ms`,
    )
  } else {
    const { schools, records, rows } = await rebuildAllSearchIndexes(payload)
    console.log(
      `[search:rebuild] ${schools} school(s): ${records} records, ${rows} entries in ${Date.now() - started} ms`,
    )
  }
} catch (error) {
  console.error(`[search:rebuild] the index was not rebuilt: ${(error as Error).message}`)
  process.exitCode = 1
}
exitWithoutClosing()
