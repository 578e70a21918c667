/**
 * 200 parents at once sending a form the office built that has 20 places (issue 53's goal), on the
 * production build (run `npm run build` first), on SQLite or on PostgreSQL: each sends the form as
 * a browser without JavaScript does (the page's own server action, posted as the form), from the
 * same address, with FORM_RATE_LIMIT raised so that the bench measures the places, not the limit.
 * Prints how many were stored and how many were told the form is full (goal: exactly 20 and 180,
 * none lost), the replies the database holds, and the answers' times (p50, p99). Asserts nothing.
 *
 *   npx tsx bench/office-forms.ts [sqlite|postgres] [senders] [places]
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres } from '../scripts/cluster/engines'
import { OFFICE_FORM_MESSAGES } from '../src/forms/office-form-messages'
import { startServer } from '../tests/e2e/helpers/server'

const DATABASE = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite'
const SENDERS = Number(process.argv[3] ?? 200)
const PLACES = Number(process.argv[4] ?? 20)
const ADMIN = { email: 'bench@example.org', password: 'Bench-password-41-long' }
const SLUG = 'sports-day-100m'

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-forms-'))
const postgres = DATABASE === 'postgres' ? await startPostgres(path.join(work, 'postgres')) : null
let server: Awaited<ReturnType<typeof startServer>> | undefined
try {
  server = await startServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_CONTENT: 'false',
    FORM_RATE_LIMIT: '100000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  })
  const base = server.baseURL
  const login = await (
    await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json()
  const api = { Authorization: `JWT ${login.token}`, 'Content-Type': 'application/json' }
  const schools = await (await fetch(`${base}/cms-api/schools?limit=1`, { headers: api })).json()
  const made = await fetch(`${base}/cms-api/forms`, {
    method: 'POST',
    headers: api,
    body: JSON.stringify({
      school: schools.docs[0].id,
      _status: 'published',
      title: 'Sports day: 100 m race',
      slug: SLUG,
      limit: PLACES,
      fields: [{ blockType: 'text', label: 'Runner', required: true }],
    }),
  })
  if (!made.ok) throw new Error(`form: ${made.status} ${await made.text()}`)
  const form = (await made.json()).doc

  // The form as a browser without JavaScript sends it: every hidden input of the page's form.
  const page = await (await fetch(`${base}/forms/${SLUG}`)).text()
  const decode = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const hidden = [...page.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(
    ([, name, value]) => [decode(name), decode(value ?? '')] as const,
  )
  const question = `q-${form.fields[0].id}`
  const send = async (i: number) => {
    const body = new FormData()
    for (const [name, value] of hidden) body.append(name, value)
    body.append(question, `Runner ${i}`)
    const started = performance.now()
    // As a browser posts it: from the form's own page.
    const res = await fetch(`${base}/forms/${SLUG}`, { method: 'POST', body, headers: { Origin: base } })
    const html = await res.text()
    const ms = performance.now() - started
    const outcome = html.includes(OFFICE_FORM_MESSAGES.en.received)
      ? 'stored'
      : html.includes(OFFICE_FORM_MESSAGES.en.full)
        ? 'full'
        : `other (${res.status})`
    return { ms, outcome }
  }
  const answers = await Promise.all(Array.from({ length: SENDERS }, (_, i) => send(i)))
  const count = (outcome: string) => answers.filter((a) => a.outcome === outcome).length
  const held = await (
    await fetch(`${base}/cms-api/form-submissions?where[form][equals]=${form.id}&limit=0`, { headers: api })
  ).json()
  const times = answers.map((a) => a.ms).sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0)
  console.log(`office-built form on ${DATABASE}: ${SENDERS} sent at once for ${PLACES} places`)
  console.log(`  told stored:            ${count('stored')}`)
  console.log(`  told the form is full:  ${count('full')}`)
  console.log(`  anything else:          ${SENDERS - count('stored') - count('full')}`)
  console.log(`  replies in the database: ${held.totalDocs}`)
  console.log(`  answer time p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`)
} finally {
  await server?.stop()
  postgres?.stop()
  fs.rmSync(work, { recursive: true, force: true })
}
