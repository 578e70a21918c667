import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'

import type { Locale } from '@/i18n/locales.mjs'

import { env } from './env'
import { logFailure } from '@/lib/platform/log'

import { inDeliveryThread, stopDeliveryThread } from './delivery-thread'

let transport: Transporter | null | undefined

/** The SMTP connection, when SMTP_URL and MAIL_FROM are set; otherwise none. */
function mailer(): Transporter | null {
  if (transport !== undefined) return transport
  transport = env.smtpUrl && env.mailFrom ? nodemailer.createTransport(env.smtpUrl) : null
  return transport
}

/** Whether mail can go at all (SMTP_URL and MAIL_FROM are set). */
export const mailIsSetUp = () => !!(env.smtpUrl && env.mailFrom)

/** Connections the subscribers' mail keeps open at once. */
export const BULK_CONNECTIONS = 4

/** Forget the connections (tests point SMTP_URL at a server of their own). */
export const resetMailer = async () => {
  transport = undefined
  await stopDeliveryThread()
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
 * Sends subscribers' mails, a batch at a time, through a pool of BULK_CONNECTIONS connections kept
 * open by the delivery thread (lib/platform/delivery-thread.ts), which composes them off the thread
 * that serves pages. Unlike sendMail, the caller learns why each failed, to retry or to count it
 * against the address; the reason is the server's code and words, never the address.
 */
export async function sendBulkMails(mails: Mail[]): Promise<BulkResult[]> {
  if (!env.smtpUrl || !env.mailFrom)
    return mails.map(() => ({ ok: false, permanent: false, reason: 'Mail is not set up (SMTP_URL, MAIL_FROM).' }))
  try {
    return await inDeliveryThread<BulkResult>('mail', mails.map(message), {
      smtpUrl: env.smtpUrl,
      connections: BULK_CONNECTIONS,
    })
  } catch (error) {
    logFailure('mail', error)
    return mails.map(() => ({ ok: false, permanent: false, reason: 'The sending was interrupted.' }))
  }
}
