'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

/**
 * "Sign out", labelled, in the admin's header on every page (Payload's `admin.components.actions`):
 * Payload's own is an unlabelled icon at the foot of the side menu, which is closed on a phone and
 * often on a computer. The words are Payload's "log out" text, renamed in payload.config.ts's i18n
 * so the icon and this link say the same thing.
 */
export function SignOutLink() {
  const { t } = useTranslation()
  const {
    config: {
      admin: { routes },
      routes: { admin: adminRoute },
    },
  } = useConfig()
  return (
    <Button
      el="link"
      to={formatAdminURL({ adminRoute, path: routes.logout })}
      buttonStyle="secondary"
      size="small"
      margin={false}
      id="sign-out"
    >
      {t('authentication:logOut')}
    </Button>
  )
}
