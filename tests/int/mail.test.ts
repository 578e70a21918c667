import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resetMailer } from '@/lib/mail'

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
  resetMailer()
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
  it('tells the office and acknowledges the sender of a contact message', async () => {
    await payload.create({
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
    const ack = received.find((m) => m.to.includes('anu@example.org'))!
    expect(ack.data).toContain('We have received your message')
  })

  it('never loses the submission when the mail server is down', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    resetMailer()
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
  })
})
