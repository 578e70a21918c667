import { describe, expect, it } from 'vitest'

import { fileFacts } from '@/lib/content/format'
import { grievanceContact, officerName } from '@/lib/privacy/grievance'
import { legalEn, legalMl } from '@/i18n/messages/legal'

const school = { email: 'office@school.example', phone: '+91 98765 43210', grievanceOfficer: undefined }

describe('the grievance officer every page and form names (DPDP Rules 9 and 14)', () => {
  it('is the Principal at the school’s own e-mail and phone until the office names one, in the page’s language', () => {
    expect(grievanceContact(school, 'en')).toEqual({
      name: undefined,
      role: 'Principal',
      email: 'office@school.example',
      phone: '+91 98765 43210',
      days: 30,
    })
    expect(officerName(grievanceContact(school, 'ml'))).toBe('പ്രിൻസിപ്പൽ')
  })

  it('is the office’s own, named with the role, its days never beyond the Rules’ 90', () => {
    const named = grievanceContact(
      {
        ...school,
        grievanceOfficer: {
          name: ' Fr. Joseph Mathew ',
          designation: 'Manager',
          email: 'dpo@school.example',
          phone: '0467 2201234',
          answerDays: 400,
        },
      },
      'en',
    )
    expect(officerName(named)).toBe('Fr. Joseph Mathew (Manager)')
    expect(named).toMatchObject({ email: 'dpo@school.example', phone: '0467 2201234', days: 90 })
  })
})

describe('document links state their type and size', () => {
  it('reads an uploaded file’s kind and size, and a link’s kind from its address', () => {
    expect(fileFacts({ mimeType: 'application/pdf', filesize: 245_760 }, 'en')).toBe('PDF, 240 kB')
    expect(fileFacts({ mimeType: 'image/jpeg', filesize: 3_565_158 }, 'en')).toBe('JPEG, 3.4 MB')
    expect(fileFacts(null, 'en', 'https://cbseaff.nic.in/cbse_aff/Doc/1234.PDF?v=2')).toBe('PDF')
    expect(fileFacts(null, 'en', 'https://www.youtube.com/watch?v=abc')).toBe('')
  })
})

describe('the accessibility statement and website policies', () => {
  it('say the same things in Malayalam as in English: every list as long', () => {
    const lengths = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Array.isArray(v) ? v.length : typeof v]))
    expect(lengths(legalMl.accessibility)).toEqual(lengths(legalEn.accessibility))
    expect(lengths(legalMl.policies)).toEqual(lengths(legalEn.policies))
  })
})
