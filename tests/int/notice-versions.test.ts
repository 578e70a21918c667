import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { privacyText } from '@/i18n/privacy-text'
import { itemList, PRIVACY_ITEMS } from '@/forms/privacy-items'
import { translator } from '@/i18n/messages'
import { inLocale } from '@/lib/content/in-locale'
import { currentNoticeVersion } from '@/lib/privacy/notice-versions'
import { storeOnce } from '@/lib/submissions/submission-store'
import type { School } from '@/payload-types'

import { freshPayload, secondSchool } from '../helpers/payload'

/**
 * The privacy notices as versioned records (the consent record DPDP asks for): what each version
 * says in both languages, when a new one is made, and which one a submission was sent under.
 */
let payload: Payload
let cleanup: () => Promise<void>
let school: number

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload({ demo: false }))
  school = await secondSchool(payload, 'NOTICEA')
})

afterAll(async () => cleanup?.())

const contact = (submissionKey: string) => ({
  school,
  submissionKey,
  name: 'Anu',
  email: 'anu@example.org',
  phone: '9876543210',
  subject: submissionKey,
  message: 'Hello',
})

const versions = async (form: string) =>
  (
    await payload.find({
      collection: 'notice-versions',
      where: { and: [{ school: { equals: school } }, { form: { equals: form } }] },
      sort: 'version',
      locale: 'all',
      depth: 0,
      overrideAccess: false,
    })
  ).docs as unknown as { id: number; version: number; text: { en?: string; ml?: string }; retentionMonths?: number }[]

const sentUnder = async (id: number | string) =>
  (await payload.findByID({ collection: 'contact-messages', id, depth: 0 })).noticeVersion

describe('privacy notice versions', () => {
  it('make the notice as it stands version 1, in both languages, when a form first needs it', async () => {
    const first = await storeOnce(payload, 'contact-messages', contact('nv-1'))
    const second = await storeOnce(payload, 'contact-messages', contact('nv-2'))
    const [v1, ...more] = await versions('contact')
    expect(more).toEqual([])
    expect(v1.version).toBe(1)
    expect(v1.retentionMonths).toBe(12)
    expect(v1.text.en).toContain('we keep them for 1 year')
    expect(v1.text.ml).toContain('ഒരു വർഷം സൂക്ഷിച്ച ശേഷം')
    expect(await sentUnder(first.id)).toBe(v1.id)
    expect(await sentUnder(second.id)).toBe(v1.id)
  })

  it('make one version when several first submissions race for it', async () => {
    const made = await Promise.all([1, 2, 3, 4].map(() => currentNoticeVersion(payload, school, 'subscribe')))
    expect(new Set(made).size).toBe(1)
    expect((await versions('subscribe')).map((v) => v.version)).toEqual([1])
  })

  it('make a new version when the school changes a notice or its period, and later submissions name it', async () => {
    await payload.update({
      collection: 'schools',
      id: school,
      data: { privacyNotices: { contact: 'Our own words.' } },
      locale: 'en',
    })
    let all = await versions('contact')
    expect(all.map((v) => v.version)).toEqual([1, 2])
    // Written in English only: Malayalam readers keep the standard Malayalam notice (review C5).
    // The school's words, and after them what the form collects, item by item (rule 3).
    const collects = (locale: 'en' | 'ml') =>
      ` ${translator(locale)('Privacy.collects', { items: itemList(PRIVACY_ITEMS.contact, locale) })}`
    expect(all[1].text).toEqual({ en: `Our own words.${collects('en')}`, ml: all[0].text.ml })

    await payload.update({
      collection: 'schools',
      id: school,
      data: { name: 'സ്കൂൾ', town: 'കൊച്ചി', address: { line1: 'വിലാസം' }, privacyNotices: { contact: 'ഞങ്ങളുടെ വാക്കുകൾ.' } },
      locale: 'ml',
    })
    await payload.update({ collection: 'schools', id: school, data: { retention: { contactMonths: 6 } } })
    all = await versions('contact')
    expect(all.map((v) => [v.version, v.retentionMonths])).toEqual([
      [1, 12],
      [2, 12],
      [3, 12],
      [4, 6],
    ])
    expect(all[3].text).toEqual({ en: `Our own words.${collects('en')}`, ml: `ഞങ്ങളുടെ വാക്കുകൾ.${collects('ml')}` })

    const later = await storeOnce(payload, 'contact-messages', contact('nv-3'))
    expect(await sentUnder(later.id)).toBe(all[3].id)
    // A save that leaves the notices as they were makes no version.
    await payload.update({ collection: 'schools', id: school, data: { phone: '0484 000000' } })
    expect(await versions('contact')).toHaveLength(4)
  })
})

describe('a notice on a page of each language', () => {
  it('is the school’s own words where it wrote them in that language, else the standard notice', async () => {
    const stored = (await payload.findByID({
      collection: 'schools',
      id: await secondSchool(payload, 'NOTICEB'),
      locale: 'all',
      depth: 0,
    })) as School
    await payload.update({
      collection: 'schools',
      id: stored.id,
      data: { privacyNotices: { career: 'Only in English.' } },
      locale: 'en',
    })
    const school = (await payload.findByID({ collection: 'schools', id: stored.id, locale: 'all', depth: 0 })) as School
    expect(privacyText(inLocale(school, 'en'), 'career', 'en')).toEqual({
      text: `Only in English. What this form collects: ${itemList(PRIVACY_ITEMS.career, 'en')}.`,
      own: true,
    })
    const ml = privacyText(inLocale(school, 'ml'), 'career', 'ml')
    expect(ml.own).toBe(false)
    expect(ml.text).toContain('ബയോഡാറ്റ')
  })
})
