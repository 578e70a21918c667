import type { AdminViewServerProps } from 'payload'

import { isSchoolAdmin } from '@/access/roles'

import { AdminPage } from './AdminPage'
import { PersonLookup } from './PersonLookup'

/**
 * /admin/person-data: a school admin finds what the school holds about one person (by e-mail or
 * phone) and hands it over or erases it. Other accounts see why they cannot.
 */
export function PersonDataView(view: AdminViewServerProps) {
  return (
    <AdminPage view={view} title="A person’s data">
      {isSchoolAdmin(view.initPageResult.req.user) ? (
        <PersonLookup />
      ) : (
        <p>Only a school admin can look up, export or erase a person&rsquo;s data.</p>
      )}
    </AdminPage>
  )
}
