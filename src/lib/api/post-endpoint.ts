import { NextResponse, type NextRequest } from 'next/server'
import type { z } from 'zod'

import { fieldErrors } from '@/forms/fields'
import { HONEYPOT_FIELD, RATE_LIMITED_MESSAGE, TRY_AGAIN_MESSAGE } from '@/forms/messages'
import { isBot, withinRateLimit } from '@/lib/submissions/guard'
import { submissionKeyOf } from '@/lib/submissions/submission-store'

import { BadRequest } from '@/lib/submissions/bad-request'
import { BodyTooLarge, readCappedText } from '@/lib/submissions/body'
import { logFailure } from '@/lib/platform/log'
import type { Store } from '@/lib/submissions/submissions'

import { schoolByCode, UNKNOWN_SCHOOL } from '@/lib/site/school'

import { parseLang } from './query'

const json = (body: unknown, status: number) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The shared path of every public POST endpoint (SPEC §7): known school, the page's language
 * (`?lang`, English by default), size limit, rate limit, JSON body, honeypot, one schema, then store. Bad input always gets a 4xx naming what is wrong;
 * only a failure on our side is a 500, and it says to try again.
 */
export function postEndpoint<S extends z.ZodType>(options: {
  kind: string
  maxBytes: number
  /** Turns the posted JSON into what the schema reads (e.g. JSON strings inside the body). */
  prepare?: (body: Record<string, unknown>) => unknown
  schema: S
  store: Store<z.infer<S>>
}) {
  return async (request: NextRequest, { params }: { params: Promise<{ schoolCode: string }> }) => {
    const { schoolCode } = await params
    const school = await schoolByCode(schoolCode)
    if (!school) return json({ error: UNKNOWN_SCHOOL }, 404)
    const lang = parseLang(request.nextUrl)
    if ('error' in lang) return json({ error: lang.error }, 400)
    if (!(await withinRateLimit(options.kind, request.headers))) return json({ error: RATE_LIMITED_MESSAGE }, 429)
    let body: Record<string, unknown>
    try {
      const parsed: unknown = JSON.parse(await readCappedText(request, options.maxBytes))
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object')
      body = parsed as Record<string, unknown>
    } catch (error) {
      if (error instanceof BodyTooLarge) return json({ error: error.message }, 413)
      return json({ error: 'Send the form as a JSON object.' }, 400)
    }
    // A bot's answer looks exactly like a person's, so it learns nothing from the honeypot.
    const key = submissionKeyOf(body.submissionKey)
    const received = json({ data: { id: key, received: true } }, 201)
    if (isBot(body[HONEYPOT_FIELD])) return received
    let data: z.infer<S>
    try {
      const result = options.schema.safeParse(options.prepare ? options.prepare(body) : body)
      if (!result.success) {
        const fields = fieldErrors(result.error)
        return json({ error: Object.values(fields)[0] ?? 'Some fields are not valid.', fields }, 400)
      }
      data = result.data
    } catch (error) {
      if (error instanceof BadRequest) return json({ error: error.message, fields: error.fields }, 400)
      throw error
    }
    try {
      const stored = await options.store(school, data, { key, language: lang.locale })
      // An application's number is the sender's to keep, beside `received` (SPEC §7's answer).
      const number = stored.number ? { number: stored.number } : {}
      return json({ data: { id: key, received: true, ...number } }, stored.duplicate ? 200 : 201)
    } catch (error) {
      if (error instanceof BadRequest) return json({ error: error.message, fields: error.fields }, 400)
      logFailure(options.kind, error)
      return json({ error: TRY_AGAIN_MESSAGE }, 500)
    }
  }
}

/** A field that old clients send as a JSON string (SPEC §7: qualification1, siblings). */
export function jsonField(value: unknown, field: string): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    throw new BadRequest(`${field} must be a JSON list.`, { [field]: `${field} must be a JSON list.` })
  }
}
