import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A mail the test's SMTP server accepted: its envelope and the message as a mail program reads it. */
export type ReceivedMail = { to: string[]; raw: string; parsed: ParsedMail }

/**
 * A real SMTP server on a free port for one test file. `refuse` lists recipients it answers with a
 * permanent failure (550), as a mailbox that does not exist. A server of the site's started by
 * the test is pointed at `url`; startSmtp points this process's own mail at it.
 */
export async function smtpCapture(options: { refuse?: Set<string> } = {}) {
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
  return {
    url: `smtp://127.0.0.1:${port}`,
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
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The capture with this process's mail (SMTP_URL, MAIL_FROM) pointed at it, for integration tests. */
export async function startSmtp(options: { refuse?: Set<string> } = {}) {
  const capture = await smtpCapture(options)
  const { resetMailer } = await import('@/lib/platform/mail')
  process.env.SMTP_URL = capture.url
  process.env.MAIL_FROM = 'website@school.example'
  await resetMailer()
  return {
    ...capture,
    async stop() {
      delete process.env.SMTP_URL
      delete process.env.MAIL_FROM
      await resetMailer()
      await capture.stop()
    },
  }
}
