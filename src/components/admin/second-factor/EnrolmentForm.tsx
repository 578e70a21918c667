'use client'

import { useState } from 'react'

import { CodeField, useCodeForm } from './CodeField'
import { RecoveryCodes } from './RecoveryCodes'

/**
 * Enrolment: the QR code of the secret, the secret as text for an app that cannot scan, and the
 * code that confirms the app has it. Then the recovery codes, shown this once.
 */
export function EnrolmentForm({
  next,
  required,
  otpauth,
  qrCode,
  secret,
}: {
  next: string
  /** The platform setting asks it of this account (rather than its owner choosing it). */
  required: boolean
  otpauth: string
  qrCode: string
  secret: string
}) {
  const [codes, setCodes] = useState<string[] | null>(null)
  const { error, busy, submit } = useCodeForm<{ recoveryCodes: string[] }>('enrolment/confirm', (answer) =>
    setCodes(answer.recoveryCodes),
  )
  if (codes) return <RecoveryCodes codes={codes} next={next} />
  return (
    <>
      <h1>Set up two-factor sign-in</h1>
      <p>
        {required
          ? 'This site asks your account for a code from your phone at each sign-in, besides your password. Set it up once, now:'
          : 'After your password, each sign-in will ask for a code from your phone. Set it up once:'}
      </p>
      <ol className="second-factor__steps">
        <li>
          Install an authenticator app on your phone if it has none: Google Authenticator, Microsoft Authenticator,
          FreeOTP, or your password manager&rsquo;s.
        </li>
        <li>
          In the app, add an account and scan this code.
          <div className="second-factor__scan">
            {/* eslint-disable-next-line @next/next/no-img-element -- drawn by the server, no file to optimise */}
            <img src={qrCode} width={192} height={192} alt="QR code of your account's secret key" />
            <p>
              Cannot scan? Choose to type a key instead, with the time-based option, and type:
              <code className="second-factor__secret" data-second-factor-secret>
                {secret}
              </code>
              <a href={otpauth}>On this phone: open it in the app</a>
            </p>
          </div>
        </li>
        <li>
          <form className="second-factor__form" onSubmit={submit}>
            <CodeField label="Type the six-digit code the app now shows" error={error} />
            <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy}>
              Turn on two-factor sign-in
            </button>
          </form>
        </li>
      </ol>
    </>
  )
}
