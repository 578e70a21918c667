'use client'

import { useRouter } from 'next/navigation'

import { postSecondFactor } from './post'

/** Signs out a session that has not given its second factor (Payload's own sign-out needs a full one). */
export function SignOutButton() {
  const router = useRouter()
  return (
    <button
      type="button"
      className="second-factor__switch"
      onClick={async () => {
        await postSecondFactor('sign-out', {})
        router.push('/admin/login')
      }}
    >
      Sign out
    </button>
  )
}
