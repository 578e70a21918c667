'use client'

import { usePreferences } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Props = {
  preference: string
  schools: { id: number; label: string }[]
  chosen?: number
}

/** The switcher's list: the choice is kept as the member's preference, and the admin redrawn with it. */
export function SchoolSwitcherSelect({ preference, schools, chosen }: Props) {
  const { setPreference } = usePreferences()
  const router = useRouter()
  const [value, setValue] = useState(chosen === undefined ? '' : String(chosen))
  const choose = async (next: string) => {
    setValue(next)
    await setPreference(preference, Number(next))
    router.refresh()
  }
  return (
    <label id="school-switcher" style={{ display: 'block', marginBottom: 'var(--base)' }}>
      <span style={{ display: 'block', fontSize: '0.85em', marginBottom: '0.25rem' }}>
        School for new records and uploads
      </span>
      <select
        value={value}
        onChange={(event) => void choose(event.target.value)}
        style={{ width: '100%', padding: '0.4rem', font: 'inherit' }}
      >
        {value === '' && (
          <option value="" disabled>
            Choose a school
          </option>
        )}
        {schools.map((school) => (
          <option key={school.id} value={String(school.id)}>
            {school.label}
          </option>
        ))}
      </select>
    </label>
  )
}
