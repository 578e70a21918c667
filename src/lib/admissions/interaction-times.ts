import type { Payload, PayloadRequest } from 'payload'

import { localeOf, type Locale } from '@/i18n/locales.mjs'
import { relationId } from '@/lib/platform/relation'
import { inPlaceTransaction } from '@/lib/submissions/in-place-transaction'
import { freePlace } from '@/lib/submissions/places'

/*
 * The interaction times an admission session publishes, and the parents' choice of one from the
 * link in their mail. A place at a time is a number from 1 to its places, held by one application
 * (the collection's unique index on session, time and place), as a form's time is.
 */

export type InteractionTime = { id: string; at: string; where: string; places: number; left: number }

type Read = { req?: Partial<PayloadRequest> }

/** The places held at each of the session's times. */
async function heldPlaces(payload: Payload, session: number, { req }: Read): Promise<Map<string, number[]>> {
  const { docs } = await payload.find({
    collection: 'admission-registrations',
    where: { and: [{ session: { equals: session } }, { interactionSeat: { exists: true } }] },
    select: { interactionTime: true, interactionSeat: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const held = new Map<string, number[]>()
  for (const d of docs)
    if (d.interactionTime && d.interactionSeat != null)
      held.set(d.interactionTime, [...(held.get(d.interactionTime) ?? []), d.interactionSeat])
  return held
}

/** The session's times still to come, soonest first, each with the places left, its place in `locale`'s words. */
export async function interactionTimes(
  payload: Payload,
  session: number,
  locale: Locale,
  { now = new Date(), req }: Read & { now?: Date } = {},
): Promise<InteractionTime[]> {
  const doc = await payload.findByID({
    collection: 'admission-sessions',
    id: session,
    depth: 0,
    locale,
    // A place written in English only still tells a Malayalam reader where to come.
    fallbackLocale: 'en',
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const rows = (doc?.interactionTimes ?? []).filter((r) => r.id && r.at && new Date(r.at) > now)
  if (!rows.length) return []
  const held = await heldPlaces(payload, session, { req })
  return rows
    .map((r) => ({
      id: r.id as string,
      at: r.at,
      where: r.where ?? '',
      places: r.places,
      left: Math.max(0, r.places - (held.get(r.id as string)?.length ?? 0)),
    }))
    .sort((a, b) => a.at.localeCompare(b.at))
}

/** What came of a parent's choice: booked; the time filled meanwhile; or no choice to make now (another step, a time gone by). */
export type TimeChoice = 'chosen' | 'taken' | 'not-now'

/**
 * Books the application a place at one of its session's times, in one transaction: its time and
 * place are written into the application for the office and the next mails; the place it held at
 * another time is free again. Only while the application is at "Interaction scheduled".
 */
export async function chooseInteractionTime(
  payload: Payload,
  id: number,
  timeId: string,
  now = new Date(),
): Promise<TimeChoice> {
  return inPlaceTransaction(payload, async (req) => {
    const application = await payload.findByID({
      collection: 'admission-registrations',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
      select: { session: true, status: true, language: true, interactionTime: true },
    })
    const session = relationId(application?.session)
    if (!application || application.status !== 'interaction-scheduled' || typeof session !== 'number') return 'not-now'
    const language = localeOf(application.language)
    const time = (await interactionTimes(payload, session, language, { now, req })).find((t) => t.id === timeId)
    if (!time) return 'not-now'
    if (application.interactionTime === time.id) return 'chosen'
    const place = freePlace((await heldPlaces(payload, session, { req })).get(time.id) ?? [], time.places)
    if (place == null) return 'taken'
    await payload.update({
      collection: 'admission-registrations',
      id,
      data: { interactionTime: time.id, interactionSeat: place, interactionAt: time.at, interactionPlace: time.where },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return 'chosen'
  })
}
