import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { readsInbox } from '@/access/roles'
import { admissionBoard } from '@/lib/admissions/board'
import { className } from '@/lib/admissions/season'

import { AdminPage } from '../AdminPage'
import { BoardColumns } from './BoardColumns'

const numberParam = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined)

/**
 * /admin/admissions: the season at a glance for a school admin. Per class, its applications and
 * seats taken; for the chosen class, a column per step with its applications, chosen ones moved
 * on together (the parents of each mailed, unless quietly); the class's CSV for the ERP.
 */
export async function AdmissionBoardView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!readsInbox(req.user))
    return (
      <AdminPage view={view} title="Admission board">
        <p>Only a school admin works on the school&rsquo;s applications.</p>
      </AdminPage>
    )
  const search = view.searchParams ?? {}
  const board = await admissionBoard(req.payload, req, {
    session: numberParam(search.session),
    class: typeof search.class === 'string' ? search.class : undefined,
    assignee: numberParam(search.assignee),
  })
  const { session, chosen } = board
  const link = (change: Record<string, string | number | undefined>) => {
    const query = new URLSearchParams()
    const values = { session: session?.id, class: chosen ?? undefined, ...change }
    for (const [k, v] of Object.entries(values)) if (v !== undefined) query.set(k, String(v))
    return `/admin/admissions?${query}`
  }
  const csv = (admittedOnly: boolean) => {
    const query = new URLSearchParams({
      'where[and][0][session][equals]': String(session?.id ?? ''),
      'where[and][1][class][equals]': chosen ?? '',
      ...(admittedOnly ? { 'where[and][2][status][equals]': 'admitted' } : {}),
    })
    return `/cms-api/admission-registrations/export.csv?${query}`
  }
  return (
    <AdminPage view={view} title="Admission board">
      {!session ? (
        <p>
          No admission session yet. <Link href="/admin/collections/admission-sessions/create">Open one</Link> with its
          classes, and the applications arrive here.
        </p>
      ) : (
        <div className="admission-board">
          <nav className="admission-board__sessions" aria-label="Sessions">
            {board.sessions.map((s) => (
              <a
                key={s.id}
                href={link({ session: s.id, class: undefined })}
                aria-current={s.id === session.id ? 'page' : undefined}
              >
                {s.year}
              </a>
            ))}
            <Link href={`/admin/collections/admission-sessions/${session.id}`}>Change the {session.year} session</Link>
          </nav>
          <nav className="admission-board__classes" aria-label="Classes">
            {board.classes.map((c) => (
              <Link
                key={c.class}
                href={link({ class: c.class })}
                aria-current={c.class === chosen ? 'page' : undefined}
              >
                <strong>{className(c.class, 'en')}</strong>
                <span>
                  {c.total} application{c.total === 1 ? '' : 's'}
                  {c.seats ? ` · ${c.taken} of ${c.seats} seats taken` : ` · ${c.taken} admitted`}
                </span>
              </Link>
            ))}
          </nav>
          {chosen && (
            <>
              <p className="admission-board__export">
                CSV for the school&rsquo;s ERP: <a href={csv(true)}>{className(chosen, 'en')}, admitted</a> ·{' '}
                <a href={csv(false)}>every application of {className(chosen, 'en')}</a>
              </p>
              <BoardColumns columns={board.columns} />
            </>
          )}
        </div>
      )}
    </AdminPage>
  )
}
