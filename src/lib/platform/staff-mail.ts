import type { EmailAdapter } from 'payload'

import { env } from './env'
import { sendMail } from './mail'

/**
 * Payload's own mail (the password-reset link) goes through the site's SMTP connection
 * (SMTP_URL, MAIL_FROM). Without it Payload's default writes each mail's recipient to the log,
 * where a stranger asking for resets would put staff addresses; here the log says only that a
 * mail could not go.
 */
export const staffMail: EmailAdapter = () => ({
  name: 'school-smtp',
  defaultFromAddress: env.mailFrom ?? 'no-reply@localhost',
  defaultFromName: 'School website',
  sendEmail: async (message) => {
    const to = typeof message.to === 'string' ? message.to : ''
    const html = typeof message.html === 'string' ? message.html : ''
    const sent =
      to && html
        ? await sendMail({ to, subject: String(message.subject ?? ''), html, text: html.replace(/<[^>]*>/g, '') })
        : false
    if (!sent) console.warn('[mail] a staff mail (password reset) was not sent: set SMTP_URL and MAIL_FROM to send it')
  },
})
