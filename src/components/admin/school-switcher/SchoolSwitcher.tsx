import type { ServerProps } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { LOCALES } from '@/i18n/locales.mjs'
import { chosenSchool, SCHOOL_PREFERENCE } from '@/lib/platform/school-for-new-records'

import { SchoolSwitcherSelect } from './SchoolSwitcherSelect'

/**
 * A platform admin of several schools picks once the school they work on: new records and uploads
 * take it as their School. One school, or a school's own staff: nothing to pick, nothing shown.
 */
export async function SchoolSwitcher({ payload, user, locale }: ServerProps) {
  if (!isPlatformAdmin(user)) return null
  const language = (locale?.code ?? LOCALES[0]) as (typeof LOCALES)[number]
  const { docs } = await payload.find({
    collection: 'schools',
    depth: 0,
    pagination: false,
    sort: 'code',
    select: { name: true, code: true },
    locale: language,
    fallbackLocale: LOCALES.filter((other) => other !== language),
    overrideAccess: true,
  })
  if (docs.length < 2) return null
  const chosen = await chosenSchool(payload, user)
  return (
    <SchoolSwitcherSelect
      preference={SCHOOL_PREFERENCE}
      schools={docs.map((school) => ({ id: school.id, label: `${school.name} (${school.code})` }))}
      chosen={docs.some((school) => school.id === chosen) ? chosen : undefined}
    />
  )
}
