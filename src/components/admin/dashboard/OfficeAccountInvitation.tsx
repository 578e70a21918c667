import Link from 'next/link'

import {
  OFFICE_ACCOUNT_TITLE,
  OFFICE_ACCOUNT_WHY,
  OFFICE_CAN,
  OFFICE_CANNOT,
  officeAccountSteps,
  type SchoolWithoutOffice,
} from '@/lib/accounts/office-account'
import { README_SECTIONS, readmeHref } from '@/lib/platform/setup-warnings'
import { onlySchoolId } from '@/lib/site/domains'

import { OfficeAccountButton } from './OfficeAccountButton'

/**
 * The platform admin's invitation to give each school's office an account of its own, while a
 * school has no school admin (lib/accounts/office-account.ts): the steps, what the office may do,
 * and a button per school that opens the form with the role and the school filled in.
 */
export function OfficeAccountInvitation({ schools, total }: { schools: SchoolWithoutOffice[]; total: number }) {
  const one = total === 1
  return (
    <section className="office-dashboard__invitation" aria-labelledby="dashboard-office-account" data-office-account>
      <h2 id="dashboard-office-account">{OFFICE_ACCOUNT_TITLE}</h2>
      <p>{OFFICE_ACCOUNT_WHY}</p>
      <ol>
        {officeAccountSteps(onlySchoolId() !== undefined).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        {OFFICE_CAN} {OFFICE_CANNOT}
      </p>
      {!one && <p>These schools have no school admin yet:</p>}
      <ul className="office-dashboard__invitation-schools">
        {schools.map((school) => (
          <li key={school.id}>
            <OfficeAccountButton
              school={school.id}
              label={one ? 'Make the office’s account' : `Make the account of ${school.name}’s office`}
            />
          </li>
        ))}
      </ul>
      {total > schools.length && (
        <p>
          And {total - schools.length} more: <Link href="/admin/collections/schools">Settings → Schools</Link>.
        </p>
      )}
      <p>
        <a href={readmeHref('the-school-offices-account')}>README: {README_SECTIONS['the-school-offices-account']}</a>
      </p>
    </section>
  )
}
