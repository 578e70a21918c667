import type { ServerProps } from 'payload'

import { initials } from '@/lib/site/initials'
import type { User } from '@/payload-types'

/**
 * The staff member's picture in the admin: their initials, drawn here. Payload's Gravatar would
 * send each member's e-mail hash to a third party (and this network cannot reach it).
 */
export function InitialsAvatar({ user }: ServerProps) {
  const staff = user as User | undefined
  const text = initials(staff?.name || staff?.email || '', 2) || '?'
  return (
    <span
      id="staff-avatar"
      aria-hidden="true"
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 25,
        height: 25,
        borderRadius: '50%',
        background: 'var(--theme-elevation-800)',
        color: 'var(--theme-elevation-0)',
        fontSize: 11,
        fontWeight: 700,
      }}
    >
      {text}
    </span>
  )
}
