import type { AdminViewServerProps } from 'payload'

import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'

import { isSchoolAdmin } from '@/access/roles'

import { PersonLookup } from './PersonLookup'

/**
 * /admin/person-data: a school admin finds what the school holds about one person (by e-mail or
 * phone) and hands it over or erases it. Other accounts see why they cannot.
 */
export function PersonDataView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = req.user
  const allowed = isSchoolAdmin(user)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user || undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ marginBlock: 'calc(var(--base) * 1.5)' }}>A person&rsquo;s data</h1>
        {allowed ? <PersonLookup /> : <p>Only a school admin can look up, export or erase a person&rsquo;s data.</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
