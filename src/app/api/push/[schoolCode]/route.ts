import { NextResponse, type NextRequest } from 'next/server'

import { RATE_LIMITED_MESSAGE, TRY_AGAIN_MESSAGE } from '@/forms/messages'
import { PUSH_NOT_VALID, pushRemovalSchema, pushSchema } from '@/forms/push'
import { postEndpoint } from '@/lib/api/post-endpoint'
import { removePush, storePush } from '@/lib/notifications/push-subscriptions'
import { logFailure } from '@/lib/platform/log'
import { payloadClient } from '@/lib/platform/payload'
import { BodyTooLarge, readCappedText } from '@/lib/submissions/body'
import { withinRateLimit } from '@/lib/submissions/guard'
import { schoolByCode, UNKNOWN_SCHOOL } from '@/lib/site/school'

/** A subscription is a few hundred bytes; its choices, a few dozen. */
const MAX_BYTES = 8 * 1024

/** POST /api/push/{schoolCode}: "Get alerts on this phone" (the browser's subscription and the form's choices). */
export const POST = postEndpoint({
  kind: 'push',
  maxBytes: MAX_BYTES,
  schema: pushSchema,
  store: async (school, data) => storePush(await payloadClient(), school, data),
})

const json = (body: unknown, status: number) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * DELETE /api/push/{schoolCode} with `{ "endpoint": … }`: "Turn off alerts on this phone". The
 * same answer whether or not the endpoint was known.
 */
export async function DELETE(request: NextRequest, { params }: { params: Promise<{ schoolCode: string }> }) {
  const school = await schoolByCode((await params).schoolCode)
  if (!school) return json({ error: UNKNOWN_SCHOOL }, 404)
  if (!(await withinRateLimit('push', request.headers))) return json({ error: RATE_LIMITED_MESSAGE }, 429)
  let endpoint: string
  try {
    const parsed = pushRemovalSchema.safeParse(JSON.parse(await readCappedText(request, MAX_BYTES)))
    if (!parsed.success) return json({ error: PUSH_NOT_VALID }, 400)
    endpoint = parsed.data.endpoint
  } catch (error) {
    if (error instanceof BodyTooLarge) return json({ error: error.message }, 413)
    return json({ error: PUSH_NOT_VALID }, 400)
  }
  try {
    await removePush(await payloadClient(), school, endpoint)
    return json({ data: { removed: true } }, 200)
  } catch (error) {
    logFailure('push', error)
    return json({ error: TRY_AGAIN_MESSAGE }, 500)
  }
}
