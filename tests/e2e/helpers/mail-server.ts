import { smtpCapture } from '../../helpers/smtp'

import { E2E_ADMIN } from './e2e-server'
import { startServer } from './server'

/**
 * A server of a spec's own, started as staff would set one up (E2E_ADMIN, no demo content, its
 * SERVER_URL) with its mail going to an SMTP server the spec reads; `env` adds or overrides
 * settings. Stop both in afterAll.
 */
export async function serverWithMail(env: Record<string, string> = {}) {
  const smtp = await smtpCapture()
  const server = await startServer(
    {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_CONTENT: 'false',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'website@school.example',
      ...env,
    },
    { serverUrl: true },
  )
  return { server, smtp }
}
