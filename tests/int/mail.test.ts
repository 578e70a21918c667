import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { resetMailer } from '@/lib/platform/mail'

import { freshPayload } from '../helpers/payload'

/** A real SMTP server, started here, receives what the platform sends. */
type Received = { from: string; to: string[]; data: string }
const received: Received[] = []
let smtp: SMTPServer
let payload: Payload
let cleanup: () => Promise<void>
let school: number

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.MAIL_FROM = 'website@school.example'
  process.env.OFFICE_EMAIL = 'office@school.example'
  await resetMailer()
  ;({ payload, cleanup } = await freshPayload())
  school = (await payload.find({ collection: 'schools' })).docs[0].id
})

afterAll(async () => {
  await cleanup?.()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  delete process.env.SMTP_URL
})

const waitFor = async (test: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out waiting for mail')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('mail after a submission is stored', () => {
  it('tells the office (with a link to the record at SERVER_URL) and acknowledges the sender of a contact message', async () => {
    process.env.SERVER_URL = 'https://www.school.example/'
    const stored = await payload.create({
      collection: 'contact-messages',
      data: {
        school,
        name: 'Anu',
        email: 'anu@example.org',
        phone: '9876500000',
        subject: 'Bus timings',
        message: 'Hello',
        status: 'new',
      },
    })
    await waitFor(() => received.length >= 2)
    const office = received.find((m) => m.to.includes('office@school.example'))!
    expect(office.from).toBe('website@school.example')
    expect(office.data).toContain('New contact message on the school website')
    expect(office.data).toContain('Bus timings')
    expect(office.data).not.toContain('9876500000')
    // The body is quoted-printable: long lines are broken with a trailing '='.
    expect(office.data.replace(/=\r?\n/g, '')).toContain(
      `https://www.school.example/admin/collections/contact-messages/${stored.id}`,
    )
    const ack = received.find((m) => m.to.includes('anu@example.org'))!
    expect(ack.from).toBe('website@school.example')
    expect(ack.data).toContain('We have received your message')
    expect(ack.data).toContain('Dear Anu')
    // Nothing the visitor typed but their name: not the subject, message or phone.
    for (const typed of ['Bus timings', 'Hello', '9876500000']) expect(ack.data).not.toContain(typed)
    delete process.env.SERVER_URL
  })

  it('acknowledges in Malayalam what was sent from a Malayalam page, and tells the office so', async () => {
    received.length = 0
    await payload.create({
      collection: 'contact-messages',
      data: {
        school,
        name: 'അനു',
        email: 'anu.ml@example.org',
        phone: '9876500001',
        subject: 'ബസ് സമയം',
        message: 'നമസ്കാരം',
        language: 'ml',
        status: 'new',
      },
    })
    await waitFor(() => received.length >= 2)
    const ack = await simpleParser(received.find((m) => m.to.includes('anu.ml@example.org'))!.data)
    expect(ack.subject).toBe('നിങ്ങളുടെ സന്ദേശം ഞങ്ങൾക്ക് ലഭിച്ചു')
    expect(ack.text).toContain('പ്രിയ അനു,')
    expect(ack.text).not.toMatch(/[A-Za-z]/)
    expect(ack.headers.get('content-language')).toBe('ml')
    for (const typed of ['ബസ് സമയം', 'നമസ്കാരം', '9876500001']) expect(ack.text).not.toContain(typed)
    // The office's own mail stays in English, and says which site the message came from.
    const office = await simpleParser(received.find((m) => m.to.includes('office@school.example'))!.data)
    expect(office.subject).toBe('New contact message on the school website')
    expect(office.text).toContain('Sent from the മലയാളം site')
  })

  it('never loses the submission when the mail server is down, and logs the failure without personal data', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    await resetMailer()
    const logged: string[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '))
    })
    const before = (await payload.count({ collection: 'contact-messages' })).totalDocs
    await payload.create({
      collection: 'contact-messages',
      data: {
        school,
        name: 'Biju',
        email: 'biju@example.org',
        phone: '1',
        subject: 'Fees',
        message: 'Hi',
        status: 'new',
      },
    })
    expect((await payload.count({ collection: 'contact-messages' })).totalDocs).toBe(before + 1)
    // Both mails (the office's and the acknowledgement) fail, each logged by kind and code only.
    try {
      await waitFor(() => logged.filter((line) => line.startsWith('[mail] failed')).length >= 2)
    } finally {
      spy.mockRestore()
    }
    expect(logged.filter((line) => line.startsWith('[mail] failed'))).toEqual([
      expect.stringMatching(/^\[mail\] failed: Error \((ECONNECTION|ESOCKET|ECONNREFUSED)\)$/),
      expect.stringMatching(/^\[mail\] failed: Error \((ECONNECTION|ESOCKET|ECONNREFUSED)\)$/),
    ])
    for (const typed of ['Biju', 'biju@example.org', 'Fees']) expect(logged.join('\n')).not.toContain(typed)
  })
})
