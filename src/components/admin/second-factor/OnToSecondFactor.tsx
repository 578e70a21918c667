import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'

import { standingOf } from '@/lib/accounts/second-factor'
import { sessionOf } from '@/lib/accounts/second-factor-sessions'

import { nextPage, secondFactorPage } from './paths'

/**
 * Above the sign-in form. Payload's form signs in and goes to the admin, which, for a session
 * that still owes its second factor, sees nobody signed in and sends it back here: this sends it
 * on to the second-factor page instead. The same holds after a password reset and the first
 * registration, which go to the admin too.
 */
export async function OnToSecondFactor({
  payload,
  searchParams,
}: {
  payload: Payload
  searchParams?: Record<string, string | string[] | undefined>
}) {
  const session = await sessionOf(payload, await headers())
  if (session && (await standingOf(payload, session)) !== 'full')
    redirect(secondFactorPage(nextPage(searchParams?.redirect)))
  return null
}
