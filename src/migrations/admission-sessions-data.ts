import { randomBytes } from 'node:crypto'

import { childKeyOf, phoneKeysOf } from '../lib/admissions/child-keys'
import { applicationNumber } from '../lib/admissions/application-number'
import { sessionYearOf } from '../lib/admissions/season'

/** A statement as the database adapter's `sql` tag makes it (its values sent as parameters). */
type Query = unknown

/** What the migration needs of either database: its `sql` tag, rows of a query, a statement run. */
export type Db = {
  sql: (strings: TemplateStringsArray, ...values: unknown[]) => Query
  all: (query: Query) => Promise<Record<string, unknown>[]>
  run: (query: Query) => Promise<void>
}

/** The classes SPEC's notice names (Class 1 now, classes 2 to 7 in April), as the seeded session has them. */
const NOTICE_CLASSES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'] as const

const OLD_STATUS: Record<string, string> = { 'in-progress': 'In progress', done: 'Done' }

const rowId = () => randomBytes(12).toString('hex')

/**
 * Migration `admission_sessions` (2026-11-29): each school's admission setting (its session's
 * text and "Class 1 registration is open") becomes its first admission session, with SPEC's
 * classes I to VII, Class I open as the setting was; every registration the school has goes into
 * that session as Class I, numbered in the order it came (`JRSBKL/2025-26/I/0001`…), at the
 * pipeline's first step, with that step in its history at the time it came. Nothing the parents
 * sent changes: the office's old status ("Done") and a registration's own session text, where it
 * differs, are kept in its notes. Run between the new columns' creation and the old ones' drop.
 */
export async function moveAdmissionIntoSessions(db: Db, now = new Date().toISOString()) {
  const { sql } = db
  const schools = await db.all(sql`SELECT "id", "code", "admission_session", "admission_open" FROM "schools" ORDER BY "id"`)
  for (const school of schools) {
    const oldSession = String(school.admission_session ?? '2025-2026')
    const year = sessionYearOf(oldSession)
    const [created] = await db.all(
      sql`INSERT INTO "admission_sessions" ("year", "school_id", "created_at", "updated_at") VALUES (${year}, ${school.id}, ${now}, ${now}) RETURNING "id"`,
    )
    const session = Number(created.id)
    const open = school.admission_open === true || school.admission_open === 1
    for (const [order, cls] of NOTICE_CLASSES.entries())
      await db.run(
        sql`INSERT INTO "admission_sessions_classes" ("_order", "_parent_id", "id", "class", "open") VALUES (${order + 1}, ${session}, ${rowId()}, ${cls}, ${cls === 'I' && open})`,
      )
    const registrations = await db.all(
      sql`SELECT "id", "session", "status", "notes", "name", "dob", "phone", "phone1", "phone2", "created_at" FROM "admission_registrations" WHERE "school_id" = ${school.id} ORDER BY "created_at", "id"`,
    )
    for (const [i, r] of registrations.entries()) {
      const seq = i + 1
      const kept = [
        OLD_STATUS[String(r.status)] && `Status before the admissions pipeline: ${OLD_STATUS[String(r.status)]}.`,
        r.session && String(r.session) !== oldSession && `Sent for the ${String(r.session)} session.`,
        r.notes ? String(r.notes) : '',
      ].filter(Boolean)
      const dob = r.dob ? new Date(String(r.dob)).toISOString().slice(0, 10) : ''
      const phones = { phone: String(r.phone ?? ''), phone1: String(r.phone1 ?? ''), phone2: String(r.phone2 ?? '') }
      await db.run(sql`UPDATE "admission_registrations" SET
        "session_id" = ${session}, "class" = 'I', "seq" = ${seq},
        "number" = ${applicationNumber(String(school.code), year, 'I', seq)},
        "status" = 'registered', "notes" = ${kept.join('\n') || null},
        "child_key" = ${childKeyOf(String(r.name ?? ''), dob)}, "phone_keys" = ${phoneKeysOf(phones)}
        WHERE "id" = ${r.id}`)
      const at = r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at)
      await db.run(
        sql`INSERT INTO "admission_registrations_history" ("_order", "_parent_id", "id", "status", "at") VALUES (1, ${r.id}, ${rowId()}, 'registered', ${at})`,
      )
    }
    if (registrations.length)
      await db.run(
        sql`INSERT INTO "admission_numbers" ("session_id", "class", "last", "created_at", "updated_at") VALUES (${session}, 'I', ${registrations.length}, ${now}, ${now})`,
      )
  }
}
