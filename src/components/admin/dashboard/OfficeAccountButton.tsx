'use client'

import { useDocumentDrawer } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'

/**
 * Opens Payload's own "create a staff account" form over the dashboard, with the role School admin
 * and the school already chosen (Payload fills a form from initialData only in its drawer: its
 * create page reads nothing from the address). Once saved, the dashboard is read again, so the
 * invitation leaves by itself.
 */
export function OfficeAccountButton({ school, label }: { school: number; label: string }) {
  const router = useRouter()
  const [Drawer, , { openDrawer, closeDrawer }] = useDocumentDrawer({ collectionSlug: 'users' })
  return (
    <>
      <button type="button" className="btn btn--style-primary btn--size-medium" onClick={openDrawer}>
        {label}
      </button>
      <Drawer
        initialData={{ role: 'school-admin', school }}
        onSave={() => {
          closeDrawer()
          router.refresh()
        }}
      />
    </>
  )
}
