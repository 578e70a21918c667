import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'

import type { Locale } from '@/i18n/locales.mjs'

import { env } from './env'
import { logFailure } from '@/lib/platform/log'

let transport: Transporter | null | undefined

/** The SMTP connection, when SMTP_URL and MAIL_FROM are set; otherwise none. */
function mailer(): Transporter | null {
  if (transport !== undefined) return transport
  transport = env.smtpUrl && env.mailFrom ? nodemailer.createTransport(env.smtpUrl) : null
  return transport
}

/** Whether mail can go at all (SMTP_URL and MAIL_FROM are set). */
export const mailIsSetUp = () => !!(env.smtpUrl && env.mailFrom)

let pooled: Transporter | null | undefined

/**
 * A pool of SMTP connections for the subscribers' mail, which goes in batches: a few connections
 * kept open rather than one opened per mail.
 */
function bulkMailer(): Transporter | null {
  if (pooled !== undefined) return pooled
  pooled = env.smtpUrl && env.mailFrom ? nodemailer.createTransport(pooledUrl(env.smtpUrl)) : null
  return pooled
}

/** SMTP_URL with nodemailer's pool options added to its query (which SMTP_URL may already have). */
const pooledUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}pool=true&maxConnections=${BULK_CONNECTIONS}`

/** Connections the subscribers' mail keeps open at once. */
export const BULK_CONNECTIONS = 4

/** Forget the connections (tests point SMTP_URL at a server of their own). */
export const resetMailer = () => {
  transport = undefined
  pooled?.close()
  pooled = undefined
}

export type Mail = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** The language it is written in, for the reader's mail program (Content-Language). */
  language?: Locale
  /** The sender's name beside MAIL_FROM's address, e.g. the school's. */
  fromName?: string
  /** Other headers (List-Unsubscribe-Post). */
  headers?: Record<string, string>
  /** A mailing list's headers (List-Id, List-Unsubscribe), which nodemailer formats and encodes as RFC 2369 asks. */
  list?: SendMailOptions['list']
}

/** The message as nodemailer takes it: MAIL_FROM under the sender's name, the language as a header. */
function message({ language, fromName, headers, ...rest }: Mail) {
  return {
    from: fromName && env.mailFrom ? { name: fromName, address: env.mailFrom } : env.mailFrom,
    ...rest,
    headers: { ...headers, ...(language ? { 'Content-Language': language } : {}) },
  }
}

/**
 * Sends one mail. Mail is a courtesy on top of the stored record: a failure is logged (without the
 * visitor's details) and never undoes or blocks the submission.
 */
export async function sendMail(mail: Mail): Promise<boolean> {
  const t = mailer()
  if (!t) return false
  try {
    await t.sendMail(message(mail))
    return true
  } catch (error) {
    logFailure('mail', error)
    return false
  }
}

/** How a mail to a subscriber ended: accepted, or refused for good (5xx) or for now (anything else). */
export type BulkResult = { ok: true } | { ok: false; permanent: boolean; reason: string }

/**
 * Sends one subscriber's mail through the pool. Unlike sendMail, the caller learns why it failed,
 * to retry or to count it against the address; the reason is the server's code and words, which
 * never hold the address (nodemailer puts recipients in separate fields).
 */
export async function sendBulkMail(mail: Mail): Promise<BulkResult> {
  const t = bulkMailer()
  if (!t) return { ok: false, permanent: false, reason: 'Mail is not set up (SMTP_URL, MAIL_FROM).' }
  try {
    await t.sendMail(message(mail))
    return { ok: true }
  } catch (error) {
    const e = error as { responseCode?: number; code?: string; response?: string }
    const code = e.responseCode
    const words = String(e.response ?? '')
      .replace(/<[^>]*>|\S+@\S+/g, '…')
      .slice(0, 200)
    const reason = code ? `${code} ${words}` : String(e.code ?? 'error')
    return { ok: false, permanent: !!code && code >= 500, reason }
  }
}
