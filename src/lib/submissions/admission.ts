import type { Payload, PayloadRequest } from 'payload'

import { ADMISSION_CLOSED, type AdmissionInput } from '@/forms/admission'
import { applicationNumber, nextSeq } from '@/lib/admissions/application-number'
import { latestSession, seatsTakenIn } from '@/lib/admissions/seats'
import { ageRuleProblem, type ClassRow, classState, SEASON_MESSAGES, stateText } from '@/lib/admissions/season'
import { childKeyOf, phoneKeysOf } from '@/lib/admissions/child-keys'
import { currentNoticeVersion } from '@/lib/privacy/notice-versions'

import { BadRequest } from './bad-request'
import { inPlaceTransaction } from './in-place-transaction'
import { storedKey, storeOnceByKey } from './submission-store'
import type { Sent } from './submissions'

export type StoredApplication = { id: number | string; duplicate: boolean; number?: string | null }

/** Applications of the session that may be the same child's: same name and birthday, or a parent's number again. */
async function possibleDuplicates(
  payload: Payload,
  session: number,
  childKey: string,
  phoneKeys: string,
  req: PayloadRequest,
) {
  const phones = phoneKeys ? phoneKeys.split(' ') : []
  const { docs } = await payload.find({
    collection: 'admission-registrations',
    where: {
      and: [
        { session: { equals: session } },
        { or: [{ childKey: { equals: childKey } }, ...phones.map((p) => ({ phoneKeys: { like: p } }))] },
      ],
    },
    select: { possibleDuplicates: true },
    depth: 0,
    limit: 20,
    overrideAccess: true,
    req,
  })
  return docs
}

const ids = (list: unknown) =>
  (Array.isArray(list) ? list : []).map((x) => (typeof x === 'object' && x ? (x as { id: number }).id : (x as number)))

/**
 * Stores an application for admission in the school's latest session: refused, with the reason
 * in the sender's language, while its class takes none (closed, not yet open, full) or when the
 * child's age is outside the class's rule. Its number is the next of its class, taken in the same
 * transaction as the record (lib/admissions/application-number.ts); applications that may be the
 * same child's are flagged both ways. The same key twice (a double click) stores once.
 */
export async function storeAdmissionApplication(
  payload: Payload,
  school: { id: number; code: string },
  data: AdmissionInput,
  { key, language }: Sent,
  now = new Date(),
): Promise<StoredApplication> {
  return storeOnceByKey<StoredApplication>(
    payload,
    { collection: 'admission-registrations', school: school.id, key },
    async () => {
      const session = await latestSession(payload, school.id)
      const row = session?.classes?.find((c) => c.class === data.class) as ClassRow | undefined
      if (!session || !session.classes?.some((c) => c.open)) throw new BadRequest(ADMISSION_CLOSED)
      const say = SEASON_MESSAGES[language]
      if (!row) throw new BadRequest(say.chooseClass, { class: say.chooseClass })
      const state = classState(row, await seatsTakenIn(payload, session.id, row.class), now)
      if (state.kind !== 'open') throw new BadRequest(stateText(row, state, session.year, language))
      const tooOld = ageRuleProblem(row, data.dob, language)
      if (tooOld) throw new BadRequest(tooOld, { dob: tooOld })

      const { dob, ...rest } = data
      const childKey = childKeyOf(data.name, dob)
      const phoneKeys = phoneKeysOf(data)
      const noticeVersion = await currentNoticeVersion(payload, school.id, 'admission')
      return inPlaceTransaction(payload, async (req) => {
        const seq = await nextSeq(payload, session.id, row.class, req)
        const number = applicationNumber(school.code, session.year, row.class, seq)
        const others = await possibleDuplicates(payload, session.id, childKey, phoneKeys, req)
        const doc = await payload.create({
          collection: 'admission-registrations',
          data: {
            ...rest,
            hasSiblings: rest.hasSiblings === 'Yes',
            dob: new Date(`${dob}T00:00:00.000Z`).toISOString(),
            session: session.id,
            class: row.class,
            seq,
            number,
            childKey,
            phoneKeys,
            possibleDuplicates: others.map((d) => d.id),
            school: school.id,
            submissionKey: storedKey(school.id, key),
            noticeVersion,
            status: 'registered',
            language,
          },
          overrideAccess: true,
          depth: 0,
          req,
        })
        for (const other of others)
          await payload.update({
            collection: 'admission-registrations',
            id: other.id,
            data: { possibleDuplicates: [...ids(other.possibleDuplicates), doc.id] },
            overrideAccess: true,
            depth: 0,
            req,
          })
        return { id: doc.id, duplicate: false, number }
      })
    },
    // A double click, or a second click that raced this one: the first's application and number.
    async (id) => ({ id, duplicate: true, number: await numberOf(payload, id) }),
  )
}

async function numberOf(payload: Payload, id: number | string) {
  const doc = await payload.findByID({
    collection: 'admission-registrations',
    id,
    select: { number: true },
    depth: 0,
    overrideAccess: true,
  })
  return doc.number
}
