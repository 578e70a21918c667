import type { Payload } from 'payload'

import { passwordProblem } from '@/lib/accounts/password-rule'
import { richText } from '@/lib/content/richtext'
import { PAGE_ROUTE_NAMES } from '@/lib/site/routes'

import { seedDemo } from './demo'
import { seedMalayalam } from './in-malayalam'
import { uploadPdf, uploadPicture } from './images'
import { ADMISSION_SESSION, DISCLOSURE, PAGES, SCHOOL, SLIDES, TRUST_MEMBERS, facultyRows } from './profile'

export type SeedOptions = {
  demo: boolean
  now?: Date
  /** Another school with the same starting profile (benches, tests of several schools by host). */
  identity?: { code: string; name: string; domains?: string[] }
}

/**
 * Writes the school's profile (and, when asked, demo content) into an empty installation.
 * The school record's seededAt marks a finished seed: once set, nothing is written again, so a
 * restart never duplicates a record nor brings back sample content that staff deleted. The
 * profile's Malayalam (in-malayalam.ts) is written with it, or once on a school seeded before it
 * existed (malayalamSeededAt).
 */
export async function seedSchool(
  payload: Payload,
  options: SeedOptions,
): Promise<{ created: boolean; schoolId: number }> {
  const identity = options.identity && { copyrightHolder: options.identity.name, ...options.identity }
  const profile = { ...SCHOOL, social: [...SCHOOL.social], ...identity }
  const found = await payload.find({ collection: 'schools', where: { code: { equals: profile.code } }, limit: 1 })
  let school = found.docs[0]
  if (school?.seededAt) {
    // Seeded before the profile had its Malayalam: written once, where the office has not.
    if (!school.malayalamSeededAt) await seedInMalayalam(payload, school.id, options.demo)
    return { created: false, schoolId: school.id }
  }

  // A seed interrupted half-way is finished from where it stopped rather than started again.
  if (!school) school = await payload.create({ collection: 'schools', data: profile })
  const id = school.id
  const none = async (
    collection: 'pages' | 'faculty' | 'trust-members' | 'disclosures' | 'news' | 'admission-sessions',
  ) => (await payload.count({ collection, where: { school: { equals: id } } })).totalDocs === 0

  if (!school.logo) {
    const logo = await uploadPicture(payload, id, 'JRS', 0, { width: 256, height: 256 })
    const slides = []
    for (const [i, caption] of SLIDES.entries()) {
      slides.push({ caption, image: await uploadPicture(payload, id, caption, i + 1, { width: 1600, height: 700 }) })
    }
    await payload.update({ collection: 'schools', id, data: { logo, slides } })
  }

  if (await none('pages')) {
    for (const route of PAGE_ROUTE_NAMES) {
      const page = PAGES[route]
      await payload.create({
        collection: 'pages',
        data: {
          school: id,
          _status: 'published',
          route,
          title: page.title,
          body: richText(page.body),
          listTitle: page.listTitle,
          items: page.items?.map((text) => ({ text })),
          closing: page.closing ? richText(page.closing) : undefined,
          facts: page.facts,
          image:
            route === 'CabinetLeaders'
              ? await uploadPicture(payload, id, 'Cabinet Leaders', 3, { width: 1600, height: 900 })
              : undefined,
        },
      })
    }
  }

  if (await none('admission-sessions')) {
    await payload.create({
      collection: 'admission-sessions',
      data: {
        school: id,
        year: ADMISSION_SESSION.year,
        notice: richText([...ADMISSION_SESSION.notice]),
        classes: ADMISSION_SESSION.classes.map((c) => ({ ...c })),
      },
    })
  }

  if (await none('trust-members')) {
    for (const [i, member] of TRUST_MEMBERS.entries()) {
      await payload.create({ collection: 'trust-members', data: { ...member, slNo: i + 1, school: id } })
    }
  }

  if (await none('faculty')) {
    for (const row of facultyRows()) await payload.create({ collection: 'faculty', data: { ...row, school: id } })
  }

  if (await none('disclosures')) {
    const pdfRows = async (labels: readonly string[]) => {
      const rows = []
      for (const label of labels) {
        const file = await uploadPdf(payload, id, label, [
          profile.name,
          'This copy stands in for the signed document.',
          'The school office uploads the signed copy in the admin.',
        ])
        rows.push({ label, file })
      }
      return rows
    }
    await payload.create({
      collection: 'disclosures',
      data: {
        school: id,
        title: 'Mandatory Public Disclosure',
        sarasLinks: await pdfRows(DISCLOSURE.sarasLinks),
        generalInformation: DISCLOSURE.generalInformation,
        documents: await pdfRows(DISCLOSURE.documents),
        academics: await pdfRows(DISCLOSURE.academics),
        results: DISCLOSURE.results,
        staff: DISCLOSURE.staff,
        infrastructure: DISCLOSURE.infrastructure,
        inspectionVideoUrl: DISCLOSURE.inspectionVideoUrl,
      },
    })
  }

  if (options.demo && (await none('news'))) await seedDemo(payload, id, options.now)
  await seedInMalayalam(payload, id, options.demo)

  await payload.update({ collection: 'schools', id, data: { seededAt: new Date().toISOString() } })
  return { created: true, schoolId: id }
}

async function seedInMalayalam(payload: Payload, id: number, demo: boolean) {
  await seedMalayalam(payload, id, demo)
  await payload.update({ collection: 'schools', id, data: { malayalamSeededAt: new Date().toISOString() } })
}

/** The first platform admin, from ADMIN_EMAIL / ADMIN_PASSWORD, on an installation with no accounts. */
export async function ensureFirstAdmin(payload: Payload, email?: string, password?: string): Promise<boolean> {
  if (!email || !password) return false
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return false
  // Said here in the administrator's terms: the start stops with this line in the server's log.
  const problem = passwordProblem(password, [email])
  if (problem) throw new Error(`ADMIN_PASSWORD is not accepted. ${problem}`)
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'platform-admin' },
  })
  return true
}
