import type { Payload } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { factorSummary } from '@/lib/accounts/second-factor'
import { RECOVERY_CODE_COUNT } from '@/lib/accounts/second-factor-codes'
import { isRequiredFor, requirement } from '@/lib/accounts/second-factor-rule'
import { longDateTime } from '@/lib/content/format'

import { ResetSecondFactor } from './ResetSecondFactor'
import { secondFactorPage } from './paths'

import './second-factor.css'

type Props = {
  data?: { id?: number; role?: string; email?: string } | null
  payload: Payload
  user?: Parameters<typeof isPlatformAdmin>[0]
}

/**
 * On a staff account's page (one's own at /admin/account, or another's): whether the account
 * signs in with a second factor. Its owner sets one up (again) from here; a platform admin may
 * reset another account's, when its owner lost the phone.
 */
export async function SecondFactorField({ data, payload, user }: Props) {
  const id = data?.id
  if (id == null) return null
  const [summary, setting] = await Promise.all([factorSummary(payload, id), requirement(payload)])
  const own = user?.id === id
  const required = isRequiredFor(setting, data?.role)
  return (
    <div className="field-type second-factor-field" data-second-factor-field>
      <h3 className="second-factor-field__title">Two-factor sign-in</h3>
      <p>
        {summary.enrolled
          ? `On since ${summary.since ? longDateTime(summary.since) : 'its set-up'}: each sign-in asks for a code from the phone. ${summary.recoveryCodesLeft} of ${RECOVERY_CODE_COUNT} recovery codes left.`
          : required
            ? 'Not set up yet. The platform setting requires it of this account: it is set up at the next sign-in.'
            : 'Off: the password alone signs in.'}
      </p>
      {own && (
        <a className="btn btn--style-secondary btn--size-small" href={secondFactorPage('/admin/account', true)}>
          {summary.enrolled ? 'Set up again (new phone, new recovery codes)' : 'Set up two-factor sign-in'}
        </a>
      )}
      {!own && summary.enrolled && isPlatformAdmin(user) && (
        <ResetSecondFactor account={id} email={data?.email ?? ''} />
      )}
    </div>
  )
}
