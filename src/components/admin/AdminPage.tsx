import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'

/** One of our own admin screens inside Payload's frame (navigation, header), under its title. */
export function AdminPage({
  view: { initPageResult, params, searchParams },
  title,
  children,
}: {
  view: AdminViewServerProps
  title: string
  children: ReactNode
}) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user || undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ marginBlock: 'calc(var(--base) * 1.5)' }}>{title}</h1>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
