import nodemailer, { type Transporter } from 'nodemailer'

import type { Locale } from '@/i18n/locales.mjs'

import { env } from './env'
import { logFailure } from '@/lib/platform/log'

let transport: Transporter | null | undefined

/** The SMTP connection, when SMTP_URL, MAIL_FROM and OFFICE_EMAIL are all set; otherwise none. */
function mailer(): Transporter | null {
  if (transport !== undefined) return transport
  transport = env.smtpUrl && env.mailFrom ? nodemailer.createTransport(env.smtpUrl) : null
  return transport
}

/** Forget the connection (tests point SMTP_URL at a server of their own). */
export const resetMailer = () => {
  transport = undefined
}

export type Mail = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** The language it is written in, for the reader's mail program (Content-Language). */
  language?: Locale
}

/**
 * Sends one mail. Mail is a courtesy on top of the stored record: a failure is logged (without the
 * visitor's details) and never undoes or blocks the submission.
 */
export async function sendMail(mail: Mail): Promise<boolean> {
  const t = mailer()
  if (!t) return false
  try {
    const { language, ...message } = mail
    await t.sendMail({
      from: env.mailFrom,
      ...message,
      headers: language ? { 'Content-Language': language } : undefined,
    })
    return true
  } catch (error) {
    logFailure('mail', error)
    return false
  }
}
