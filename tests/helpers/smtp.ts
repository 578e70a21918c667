import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { resetMailer } from '@/lib/platform/mail'

/** A mail the test's SMTP server accepted: its envelope and the message as a mail program reads it. */
export type ReceivedMail = { to: string[]; raw: string; parsed: ParsedMail }

/**
 * A real SMTP server on a free port for one test file, with the site pointed at it (SMTP_URL,
 * MAIL_FROM). `refuse` lists recipients it answers with a permanent failure (550), as a mailbox
 * that does not exist.
 */
export async function startSmtp(options: { refuse?: Set<string> } = {}) {
  const received: ReceivedMail[] = []
  const refuse = options.refuse ?? new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = new Error('No such mailbox') as Error & { responseCode: number }
        error.responseCode = 550
        return callback(error)
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString()
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, parsed: await simpleParser(raw) })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.MAIL_FROM = 'website@school.example'
  resetMailer()
  return {
    received,
    refuse,
    /** The mails to one address, in the order they came. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    async waitFor(test: () => boolean, ms = 10_000) {
      const end = Date.now() + ms
      while (!test()) {
        if (Date.now() > end) throw new Error('timed out waiting for mail')
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    async stop() {
      delete process.env.SMTP_URL
      delete process.env.MAIL_FROM
      resetMailer()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
