import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LISTS, whereOf } from '@/lib/content/content-lists'
import { dashboardFigures } from '@/lib/office/office-dashboard'
import { refreshPlannerStatistics } from '@/lib/platform/planner-statistics'

import { freshPayload, secondSchool, staffUser } from '../helpers/payload'
import { sideTablesWithoutParentIndex } from '../helpers/side-tables'

type Statement = { sql: string; args: unknown[] }
type Client = { execute: (statement: string | Statement) => Promise<{ rows: Record<string, unknown>[] }> }

let payload: Payload
let cleanup: () => Promise<void>
let client: Client
// The site's read options, imported once the throw-away installation is in DATA_DIR: the module loads the config.
let siteReads: typeof import('@/lib/preview/session').siteReads
beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  ;({ siteReads } = await import('@/lib/preview/session'))
  client = (payload.db as unknown as { client: Client }).client
})
afterAll(() => cleanup())

/** The statements Payload sends to SQLite while `fn` runs. */
async function statementsOf(fn: () => Promise<unknown>): Promise<Statement[]> {
  const sent: Statement[] = []
  const execute = client.execute
  client.execute = (statement) => {
    sent.push(typeof statement === 'string' ? { sql: statement, args: [] } : statement)
    return execute.call(client, statement)
  }
  try {
    await fn()
  } finally {
    client.execute = execute
  }
  return sent
}

/** SQLite's plan of a statement, its outermost steps only (not those of the subqueries that read each row's side rows). */
const planOf = async ({ sql, args }: Statement) =>
  (await client.execute({ sql: `explain query plan ${sql}`, args })).rows
    .filter((row) => Number(row.parent) === 0)
    .map((row) => String(row.detail))
    .join('\n')

describe('what one school reads is found by an index, not by reading every school’s rows', () => {
  it("a record's texts in each language and its lists of words, by their parent", async () => {
    expect(await sideTablesWithoutParentIndex(payload)).toEqual([])
    // Payload reads them by parent alone, all languages at once.
    expect(await planOf({ sql: 'select * from news_locales where _parent_id = ?', args: [1] })).toContain(
      'news_locales_parent_idx',
    )
  })

  it('each of the site’s lists, as a visitor reads it, in its order without sorting', async () => {
    const school = await secondSchool(payload, 'IDXB')
    for (const [name, list] of Object.entries(LISTS)) {
      const table = list.collection.replaceAll('-', '_')
      const sent = await statementsOf(() =>
        payload.find({
          collection: list.collection,
          where: whereOf(list, school),
          sort: list.sort,
          limit: 8,
          ...siteReads(),
        }),
      )
      const select = sent.find((s) => new RegExp(`^select .* from "${table}" "${table}"`, 's').test(s.sql))
      expect(select, name).toBeDefined()
      const plan = await planOf(select!)
      expect(plan, `${name}: ${plan}`).toContain(`${table}_school_list_`)
      expect(plan, `${name}: ${plan}`).not.toContain('TEMP B-TREE FOR ORDER BY')
    }
  })

  it('each inbox, as the office lists it, newest first', async () => {
    const sent = await statementsOf(() =>
      payload.find({ collection: 'contact-messages', where: { school: { equals: 1 } }, sort: '-createdAt', limit: 10 }),
    )
    const plan = await planOf(sent.find((s) => /from "contact_messages".* order by/s.test(s.sql))!)
    expect(plan).toContain('contact_messages_school_created_at_idx')
    expect(plan).not.toContain('TEMP B-TREE FOR ORDER BY')
  })
})

describe('with statistics taken, as each start and each night take them', () => {
  it("a school's dashboard counts its own rows through its school's index, not every school's new messages", async () => {
    const schools: number[] = []
    for (let i = 0; i < 20; i++) schools.push(await secondSchool(payload, `STAT${i}`))
    const rows = schools.flatMap((school) =>
      Array.from({ length: 30 }, () => ({
        sql: "insert into contact_messages (name, email, phone, subject, message, status, school_id) values ('A', 'a@example.org', '1', 'S', 'M', 'new', ?)",
        args: [school],
      })),
    )
    await (client as unknown as { batch: (rows: Statement[], mode: string) => Promise<unknown> }).batch(rows, 'write')
    await refreshPlannerStatistics(payload)
    const { rows: taken } = await client.execute(`select idx from sqlite_stat1 where tbl = 'contact_messages'`)
    expect(taken.map((row) => row.idx)).toContain('contact_messages_school_idx')

    // The installation's first account is its platform admin.
    await staffUser(payload, { email: 'stats-root@example.org', role: 'platform-admin' })
    const user = await staffUser(payload, {
      email: 'stats-admin@example.org',
      role: 'school-admin',
      school: schools[0],
    })
    const sent = await statementsOf(() => dashboardFigures(payload, user as Parameters<typeof dashboardFigures>[1]))
    const count = sent.find((s) => s.sql.startsWith('select count(*) from "contact_messages"'))
    expect(await planOf(count!)).toContain('contact_messages_school')
  })
})
