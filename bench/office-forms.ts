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

import { OFFICE_FORM_MESSAGES } from '../src/forms/office-form-messages'

import { benchSchoolServer } from './school-server'

const DATABASE = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite'
const SENDERS = Number(process.argv[3] ?? 200)
const PLACES = Number(process.argv[4] ?? 20)
const SLUG = 'sports-day-100m'

const { base, api, school, stop } = await benchSchoolServer(DATABASE, 'forms')
try {
  const made = await fetch(`${base}/cms-api/forms`, {
    method: 'POST',
    headers: api,
    body: JSON.stringify({
      school,
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
  await stop()
}
