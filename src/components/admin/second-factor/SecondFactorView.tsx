import { MinimalTemplate } from '@payloadcms/next/templates'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import QRCode from 'qrcode'

import { enrolmentSecret, otpauthFor, SECOND_FACTOR_MESSAGES, standingOf } from '@/lib/accounts/second-factor'
import { readableSecret } from '@/lib/accounts/second-factor-codes'
import { sessionOf } from '@/lib/accounts/second-factor-sessions'
import type { User } from '@/payload-types'

import { SchoolLogo } from '../branding/SchoolLogo'
import { EnrolmentForm } from './EnrolmentForm'
import { CodeForm } from './CodeForm'
import { SignOutButton } from './SignOutButton'
import { nextPage, SET_UP } from './paths'

import './second-factor.css'

/**
 * /admin/second-factor: a session that owes its second factor gives a code here, or, where the
 * platform setting requires one the account does not have, sets one up; a signed-in member comes
 * here from the account page to set one up (again). Payload counts a session short of `full` as
 * nobody, so the page reads the session from the token itself.
 */
export async function SecondFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { payload, headers, i18n } = initPageResult.req
  const session = await sessionOf(payload, headers)
  const next = nextPage(searchParams?.redirect)
  if (!session) redirect(`/admin/login?redirect=${encodeURIComponent(next)}`)
  const standing = await standingOf(payload, session)
  const setUp = searchParams?.[SET_UP] !== undefined
  if (standing === 'full' && !setUp) redirect(next)

  let body
  if (standing === 'code') {
    body = (
      <>
        <h1>Two-factor sign-in</h1>
        <p>Open the authenticator app on your phone and type the six-digit code it shows for this site.</p>
        <CodeForm next={next} />
      </>
    )
  } else {
    const shown = await enrolmentSecret(payload, session)
    if (!shown.ok) body = <p role="alert">{SECOND_FACTOR_MESSAGES[shown.refusal]}</p>
    else {
      const otpauth = otpauthFor(shown.secret, session.account.email)
      const svg = await QRCode.toString(otpauth, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
      body = (
        <EnrolmentForm
          next={next}
          required={standing === 'enrol'}
          otpauth={otpauth}
          qrCode={`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`}
          secret={readableSecret(shown.secret)}
        />
      )
    }
  }
  return (
    <MinimalTemplate className="second-factor">
      <div className="second-factor__brand">
        <SchoolLogo payload={payload} i18n={i18n} user={session.account as unknown as User} />
      </div>
      {body}
      <p className="second-factor__account">
        Signed in as <strong>{session.account.email}</strong>.{' '}
        {standing === 'full' ? <Link href="/admin/account">Back to your account</Link> : <SignOutButton />}
      </p>
    </MinimalTemplate>
  )
}
