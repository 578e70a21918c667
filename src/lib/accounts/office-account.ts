import type { Payload } from 'payload'

import { ROLE_LABELS } from '@/access/roles'
import { README_SECTIONS } from '@/lib/platform/setup-warnings'
import { onlySchoolId } from '@/lib/site/domains'

/**
 * The invitation to make the school office an account of its own. The first account of an
 * installation is a platform admin, who looks after the server and every school; an office working
 * under it picks the school on every record and reads the server's warnings. So, while a school has
 * no school admin, the platform admin's dashboard shows these steps (and the first account's
 * creation prints them to the log once). It goes by itself once the account exists: there is
 * nothing to dismiss, since a school without its own admin is the very thing to put right.
 */
export const OFFICE_ACCOUNT_TITLE = 'Make an account for the school office'

export const OFFICE_ACCOUNT_WHY =
  'The first account of the website is a platform admin: it looks after the server and every school. The school office should sign in with an account of its own, as a school admin: it then works on its own school only, is never asked which school, and is not shown the server’s warnings.'

/**
 * The steps, as the dashboard numbers them and the log prints them. With one school the form has no
 * School to fill (fields/school.ts fills it on saving), so no step names it.
 */
export const officeAccountSteps = (oneSchool: boolean) => [
  'Settings → Staff accounts → Create new.',
  'Email: the office’s e-mail address. Password: one of at least 12 characters that is hard to guess; the office can change it on its account page.',
  `Role: ${ROLE_LABELS['school-admin']}.`,
  ...(oneSchool ? [] : ['School: the office’s school.']),
  'Save, and give the office the address of /admin with the e-mail and the password.',
]

export const OFFICE_CAN =
  'The office can then publish news, events, circulars, urgent alerts and pages, change the menu, answer the inbox, issue transfer certificates, and make accounts for its own editors.'

export const OFFICE_CANNOT =
  'It cannot see or change other schools, the school’s domains, backups or the platform settings, nor make a platform admin.'

/** How many schools without an office account the dashboard names one by one. */
export const LISTED_SCHOOLS = 5

export type SchoolWithoutOffice = { id: number; name: string }

/** Schools that have no school-admin account yet (the first few by name), and how many in all. */
export async function schoolsWithoutOffice(
  payload: Payload,
  limit = LISTED_SCHOOLS,
): Promise<{ schools: SchoolWithoutOffice[]; total: number }> {
  const { docs: admins } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'school-admin' } },
    pagination: false,
    depth: 0,
    select: { school: true },
    overrideAccess: true,
  })
  const served = [...new Set(admins.map((a) => (typeof a.school === 'object' ? a.school?.id : a.school)))].filter(
    (id): id is number => typeof id === 'number',
  )
  const { docs, totalDocs } = await payload.find({
    collection: 'schools',
    where: served.length ? { id: { not_in: served } } : undefined,
    sort: 'name',
    limit,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  return { schools: docs.map((s) => ({ id: s.id, name: s.name })), total: totalDocs }
}

/** The same invitation for the server's log, printed once when the first account is made. */
export const officeAccountLog = () =>
  [
    `${OFFICE_ACCOUNT_TITLE}. ${OFFICE_ACCOUNT_WHY}`,
    ...officeAccountSteps(onlySchoolId() !== undefined).map((step, i) => `  ${i + 1}. ${step}`),
    `${OFFICE_CAN} ${OFFICE_CANNOT}`,
    `(README, “${README_SECTIONS['the-school-offices-account']}”; the platform admin's dashboard shows this until the account exists.)`,
  ].join('\n')
