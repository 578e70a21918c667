import type { Payload, PayloadRequest, Where } from 'payload'

import { ownSchoolWhere } from '@/lib/office/member-scope'
import type { AdmissionRegistration, AdmissionSession, User } from '@/payload-types'

import { ADMISSION_STATUSES, type AdmissionStatus, HOLDS_SEAT } from './pipeline'
import type { AdmissionClass } from './season'

export type BoardCard = Pick<AdmissionRegistration, 'id' | 'number' | 'name' | 'createdAt' | 'status'> & {
  duplicates: number
  assignee: string
  interactionAt?: string | null
}

export type BoardClass = { class: AdmissionClass; seats: number | null; taken: number; total: number }

export type Board = {
  sessions: Pick<AdmissionSession, 'id' | 'year'>[]
  session: Pick<AdmissionSession, 'id' | 'year'> | null
  classes: BoardClass[]
  chosen: AdmissionClass | null
  columns: { status: AdmissionStatus; cards: BoardCard[] }[]
}

/** How many applications of a class the board shows in a column, newest last: a season's class is a few hundred. */
const MOST = 500

/**
 * The office's board of a season (read as the member, so one school's admins see their own): per
 * class how many applications it has and how many seats are taken; for the chosen class, its
 * applications in a column per step, optionally those one member handles.
 */
export async function admissionBoard(
  payload: Payload,
  req: PayloadRequest,
  choice: { session?: number; class?: string; assignee?: number },
): Promise<Board> {
  const asMember = { overrideAccess: false, user: req.user, req } as const
  // Sessions are public (the Admission page reads them): the board shows the member's school's own.
  const { docs: sessions } = await payload.find({
    collection: 'admission-sessions',
    where: ownSchoolWhere(req.user as User),
    sort: '-year',
    depth: 0,
    pagination: false,
    select: { year: true, classes: true },
    ...asMember,
  })
  const session = sessions.find((s) => s.id === choice.session) ?? sessions[0] ?? null
  if (!session) return { sessions: [], session: null, classes: [], chosen: null, columns: [] }
  const { docs } = await payload.find({
    collection: 'admission-registrations',
    where: { session: { equals: session.id } },
    select: { class: true, status: true },
    depth: 0,
    pagination: false,
    ...asMember,
  })
  const classes: BoardClass[] = (session.classes ?? []).map((row) => {
    const mine = docs.filter((d) => d.class === row.class)
    return {
      class: row.class,
      seats: row.seats ?? null,
      total: mine.length,
      taken: mine.filter((d) => HOLDS_SEAT.includes(d.status as AdmissionStatus)).length,
    }
  })
  const chosen = (classes.find((c) => c.class === choice.class) ?? classes[0])?.class ?? null
  const where: Where = {
    and: [
      { session: { equals: session.id } },
      { class: { equals: chosen } },
      ...(choice.assignee ? [{ assignee: { equals: choice.assignee } }] : []),
    ],
  }
  const { docs: cards } = await payload.find({
    collection: 'admission-registrations',
    where,
    sort: 'seq',
    limit: MOST,
    depth: 1,
    select: {
      number: true,
      name: true,
      createdAt: true,
      status: true,
      possibleDuplicates: true,
      assignee: true,
      interactionAt: true,
    },
    populate: { users: { name: true, email: true }, 'admission-registrations': { number: true } },
    ...asMember,
  })
  const columns = ADMISSION_STATUSES.map((status) => ({
    status,
    cards: cards
      .filter((c) => c.status === status)
      .map((c) => ({
        id: c.id,
        number: c.number,
        name: c.name,
        createdAt: c.createdAt,
        status: c.status,
        interactionAt: c.interactionAt,
        duplicates: (c.possibleDuplicates ?? []).length,
        assignee: c.assignee && typeof c.assignee === 'object' ? c.assignee.name || c.assignee.email || '' : '',
      })),
  }))
  return { sessions: sessions.map(({ id, year }) => ({ id, year })), session, classes, chosen, columns }
}
