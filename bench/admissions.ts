/**
 * 300 parents at once registering for one class (issue 54's goal), on the production build (run
 * `npm run build` first), on SQLite or on PostgreSQL: each posts SPEC §7's JSON to
 * /api/admission/JRSBKL with the class chosen, from the same address, with FORM_RATE_LIMIT raised
 * so that the bench measures the numbering, not the limit. Prints how many were told their number,
 * how many numbers are distinct, which of 1…N are missing, the applications the database holds,
 * and the answers' times (p50, p99). Asserts nothing.
 *
 *   npx tsx bench/admissions.ts [sqlite|postgres] [parents]
 */
import { admissionBody } from '../tests/e2e/helpers/bodies'

import { benchSchoolServer } from './school-server'

const DATABASE = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite'
const PARENTS = Number(process.argv[3] ?? 300)

const { base, api, school, stop } = await benchSchoolServer(DATABASE, 'admissions')
try {
  const made = await fetch(`${base}/cms-api/admission-sessions`, {
    method: 'POST',
    headers: api,
    body: JSON.stringify({ school, year: '2026-27', classes: [{ class: 'I', open: true }] }),
  })
  if (!made.ok) throw new Error(`session: ${made.status} ${await made.text()}`)
  const session = (await made.json()).doc

  const send = async (i: number) => {
    const started = performance.now()
    const res = await fetch(`${base}/api/admission/JRSBKL`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(
        admissionBody({ name: `Child ${i}`, class: 'I', phone: `98470${String(i).padStart(5, '0')}` }),
      ),
    })
    const body = await res.json().catch(() => ({}))
    return { ms: performance.now() - started, status: res.status, number: body?.data?.number as string | undefined }
  }
  const answers = await Promise.all(Array.from({ length: PARENTS }, (_, i) => send(i)))
  const numbers = answers.map((a) => a.number).filter((n): n is string => !!n)
  const seqs = new Set(numbers.map((n) => Number(n.split('/').at(-1))))
  const missing = Array.from({ length: PARENTS }, (_, i) => i + 1).filter((n) => !seqs.has(n))
  const held = await (
    await fetch(`${base}/cms-api/admission-registrations?where[session][equals]=${session.id}&limit=0`, {
      headers: api,
    })
  ).json()
  const times = answers.map((a) => a.ms).sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0)
  console.log(`admission registrations on ${DATABASE}: ${PARENTS} sent at once for Class I 2026-27`)
  console.log(`  told their number:        ${numbers.length}`)
  console.log(`  distinct numbers:         ${new Set(numbers).size}`)
  console.log(`  missing of 1…${PARENTS}:        ${missing.length ? missing.join(', ') : 'none'}`)
  console.log(
    `  anything else:            ${
      answers
        .filter((a) => !a.number)
        .map((a) => a.status)
        .join(', ') || 'none'
    }`,
  )
  console.log(`  applications in the database: ${held.totalDocs}`)
  console.log(`  answer time p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`)
} finally {
  await stop()
}
