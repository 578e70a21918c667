import { NextResponse, type NextRequest } from 'next/server'

import { RATE_LIMITED_MESSAGE } from '@/forms/messages'
import { withinRateLimit } from '@/lib/submissions/guard'
import { tcSchema } from '@/forms/tc'
import { TC_MESSAGES, TC_NOT_FOUND, TC_REFUSALS } from '@/forms/tc-messages'
import { schoolByCode, UNKNOWN_SCHOOL } from '@/lib/site/school'
import { certificateLink, lookUpCertificate } from '@/lib/submissions/tc'
import { BodyTooLarge, readCappedText } from '@/lib/submissions/body'
import { logFailure } from '@/lib/platform/log'

const MAX_BODY = 2_000

/** SPEC §7: POST {name, admission} → {"data": "<file path>"} when a certificate has been issued. */
export async function POST(request: NextRequest, { params }: { params: Promise<{ schoolCode: string }> }) {
  const { schoolCode } = await params
  const school = await schoolByCode(schoolCode)
  if (!school) return NextResponse.json({ error: UNKNOWN_SCHOOL }, { status: 404 })
  if (!(await withinRateLimit('tc', request.headers))) {
    return NextResponse.json({ error: RATE_LIMITED_MESSAGE }, { status: 429 })
  }
  let body: unknown
  try {
    body = JSON.parse(await readCappedText(request, MAX_BODY))
  } catch (error) {
    if (error instanceof BodyTooLarge) return NextResponse.json({ error: TC_REFUSALS.tooLarge }, { status: 413 })
    return NextResponse.json({ error: TC_REFUSALS.notJson }, { status: 400 })
  }
  const parsed = tcSchema.safeParse(body)
  if (!parsed.success) return NextResponse.json({ error: TC_MESSAGES.empty }, { status: 400 })
  try {
    const certificate = await lookUpCertificate(school.id, parsed.data)
    if (!certificate) return NextResponse.json({ error: TC_NOT_FOUND }, { status: 404 })
    return NextResponse.json({ data: certificateLink(certificate.id) }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logFailure('tc', error)
    return NextResponse.json({ error: TC_MESSAGES.fallback }, { status: 500 })
  }
}
