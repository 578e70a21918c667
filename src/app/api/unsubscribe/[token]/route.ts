import { NextResponse, type NextRequest } from 'next/server'

import { RATE_LIMITED_MESSAGE } from '@/forms/messages'
import { localeOf, localePath } from '@/i18n/locales.mjs'
import { leaveSubscription, subscriptionByToken } from '@/lib/notifications/subscriptions'
import { logFailure } from '@/lib/platform/log'
import { payloadClient } from '@/lib/platform/payload'
import { withinRateLimit } from '@/lib/submissions/guard'

type Params = { params: Promise<{ token: string }> }

/**
 * RFC 8058's one-click unsubscribe: the mail program posts `List-Unsubscribe=One-Click` to the
 * address in the mail's List-Unsubscribe header, with no cookie and no page in between, and the
 * address is deleted. Whatever the link names, the answer is the same, so it tells nobody whether
 * an address is subscribed.
 */
export async function POST(request: NextRequest, { params }: Params) {
  if (!(await withinRateLimit('unsubscribe', request.headers)))
    return NextResponse.json({ error: RATE_LIMITED_MESSAGE }, { status: 429 })
  try {
    const payload = await payloadClient()
    const record = await subscriptionByToken(payload, (await params).token, 'manage')
    if (record) await leaveSubscription(payload, record)
    return new NextResponse('Unsubscribed.\n', {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    logFailure('unsubscribe', error)
    return NextResponse.json({ error: 'Please try again in a few minutes.' }, { status: 500 })
  }
}

/**
 * The same address opened in a browser (a mail program without one-click support shows it as a
 * link): the subscriber's page, where "Unsubscribe" is a button, since a link alone changes
 * nothing (mail scanners open every link).
 */
export async function GET(request: NextRequest, { params }: Params) {
  const { token } = await params
  const record = await subscriptionByToken(await payloadClient(), token, 'manage').catch(() => undefined)
  const path = localePath(localeOf(record?.language), `/Subscribe/manage/${encodeURIComponent(token)}`)
  return NextResponse.redirect(new URL(path, request.nextUrl), 303)
}
