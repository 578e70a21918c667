import { describe, expect, it } from 'vitest'

import { APPENDIX_IX, rowItem } from '@/lib/disclosure/appendix-ix'
import { completeness } from '@/lib/disclosure/completeness'
import { annualReportReminder, linkedFromHome } from '@/lib/disclosure/health'
import { DEFAULT_LOCALE } from '@/i18n/locales.mjs'
import { specFooterLinks, specMenu } from '@/lib/site/menu'
import { DISCLOSURE } from '@/seed/profile'

/** The disclosure against CBSE's Appendix IX: which row answers which item, the score, the home link, the September reminder. */
const seeded = {
  generalInformation: DISCLOSURE.generalInformation,
  staff: DISCLOSURE.staff,
  infrastructure: DISCLOSURE.infrastructure,
  sarasLinks: DISCLOSURE.sarasLinks.map((label) => ({ label, file: 1 })),
  documents: DISCLOSURE.documents.map((label) => ({ label, file: 1 })),
  academics: DISCLOSURE.academics.map((label) => ({ label, file: 1 })),
  results: DISCLOSURE.results,
  inspectionVideoUrl: DISCLOSURE.inspectionVideoUrl,
}

describe('Appendix IX', () => {
  it('finds the item each of SPEC’s rows answers from its English name, and lets a chosen item win', () => {
    const answered = new Set(
      (['generalInformation', 'documents', 'academics', 'staff', 'infrastructure'] as const).flatMap((place) =>
        (seeded[place] as { label: string }[]).map((row) => rowItem(place, row)),
      ),
    )
    const rowItems = APPENDIX_IX.filter((i) => !['resultsClassX', 'results', 'inspectionVideoUrl'].includes(i.place))
    expect(rowItems.filter((i) => !answered.has(i.code)).map((i) => i.code)).toEqual([])
    expect(rowItem('documents', { label: 'Copy of transport fitness certificate' })).toBeUndefined()
    expect(rowItem('documents', { label: 'Fire NOC', item: 'B3' })).toBe('B3')
    expect(rowItem('documents', { label: 'Fire NOC' })).toBe('B3')
  })

  it('scores SPEC’s disclosure short of the results’ three years, then complete', () => {
    const now = new Date('2026-11-29T06:00:00Z')
    const first = completeness(seeded, now)
    expect(first.missing).toEqual([
      { code: 'C6', label: 'C6 Result: Class X, last three years', why: '0 of 3 years entered.' },
      { code: 'C7', label: 'C7 Result: Class XII, last three years', why: '1 of 3 years entered.' },
    ])
    expect(first.total).toBe(APPENDIX_IX.length)
    expect(first.score).toBe(Math.floor(((APPENDIX_IX.length - 2) / APPENDIX_IX.length) * 100))
    const years = [2026, 2025, 2024].map((year) => ({ year }))
    expect(completeness({ ...seeded, results: years, notApplicable: ['C6'] }, now)).toMatchObject({
      score: 100,
      total: APPENDIX_IX.length - 1,
    })
  })

  it('counts a certificate past its day, a dead link and an empty value as missing, each with why', () => {
    const now = new Date('2027-03-10T06:00:00Z')
    const documents = seeded.documents.map((row) =>
      /fire/i.test(row.label) ? { ...row, validUntil: '2027-03-08T18:30:00.000Z' } : row,
    )
    const linkCheck = {
      checkedAt: now.toISOString(),
      problems: [
        {
          place: 'inspectionVideoUrl',
          label: 'Inspection video',
          url: DISCLOSURE.inspectionVideoUrl,
          message: 'Dead.',
        },
      ],
    }
    const staff = seeded.staff.map((row) => (row.label === 'Teachers section ratio' ? { ...row, value: ' ' } : row))
    const { missing } = completeness({ ...seeded, documents, staff, linkCheck }, now)
    expect(missing.filter((m) => !['C6', 'C7'].includes(m.code))).toEqual([
      expect.objectContaining({ code: 'B6', why: 'Its certificate ran out: upload the renewed one.' }),
      expect.objectContaining({ code: 'D3', why: 'Its row has no value.' }),
      expect.objectContaining({ code: 'E7', why: 'Dead.' }),
    ])
  })
})

describe('the home page’s link and the annual report', () => {
  it('finds the disclosure in SPEC’s menu and footer, and misses it when the office took both out', () => {
    const menu = specMenu(DEFAULT_LOCALE)
    const footerLinks = specFooterLinks(DEFAULT_LOCALE)
    expect(linkedFromHome({ menu, footerLinks })).toBe(true)
    const without = <T extends { link?: string }>(rows: T[]) => rows.filter((r) => r.link !== '/MandatoryDisclosure')
    expect(linkedFromHome({ menu, footerLinks: without(footerLinks) })).toBe(true)
    const bare = menu.map((entry) => ({ ...entry, items: entry.items && without(entry.items) }))
    expect(linkedFromHome({ menu: bare, footerLinks: without(footerLinks) })).toBe(false)
    expect(linkedFromHome({ menu: bare, footerLinks: [{ label: 'Disclosure', link: 'mandatorydisclosure' }] })).toBe(
      true,
    )
  })

  it('reminds from 1 September in Kerala until the disclosure is changed that month', () => {
    const august = '2027-05-02T06:00:00Z'
    expect(annualReportReminder(august, new Date('2027-08-31T18:29:00Z'))).toBeNull()
    expect(annualReportReminder(august, new Date('2027-08-31T18:31:00Z'))).toMatch(
      /^CBSE’s annual report is due by 15 September 2027/,
    )
    expect(annualReportReminder(august, new Date('2027-09-20T06:00:00Z'))).toMatch(
      /^CBSE’s annual report was due by 15 September 2027/,
    )
    expect(annualReportReminder('2027-09-02T06:00:00Z', new Date('2027-09-05T06:00:00Z'))).toBeNull()
    expect(annualReportReminder(august, new Date('2027-10-01T06:00:00Z'))).toBeNull()
  })
})
