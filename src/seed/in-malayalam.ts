import type { CollectionSlug, Payload, Where } from 'payload'

import { plainText, richText, type TextBlock } from '@/lib/content/richtext'
import { PAGE_ROUTE_NAMES } from '@/lib/site/routes'

import { DEMO, galleryDescription } from './demo'
import {
  ADMISSION_NOTICE_ML,
  DEMO_ML,
  DISCLOSURE_ML,
  FACULTY_DESIGNATIONS_ML,
  PAGES_ML,
  SCHOOL_ML,
  SLIDES_ML,
  STREAMS_ML,
} from './malayalam'
import { ADMISSION_SESSION, DISCLOSURE, PAGES, SCHOOL, SLIDES } from './profile'

/**
 * The sample school's Malayalam (malayalam.ts), written into the Malayalam column of the records
 * the seed made in English: on a new installation right after them, and once on an installation
 * seeded before there was any (seed/index.ts). A field gets its Malayalam only where it has none
 * and its English is still the seed's, so what the office wrote in either language stays.
 */
export async function seedMalayalam(payload: Payload, school: number, demo: boolean): Promise<void> {
  const fill = filler(payload)
  await fill('schools', { id: { equals: school } }, (en, ml) => {
    // The school's Malayalam name, town and address go together (collections/Schools.ts): a
    // school named otherwise than the profile (another school seeded from it) keeps its English.
    if (empty(ml.name) && en.name !== SCHOOL.name) return {}
    return {
      // The profile's copyright holder is the school's own name, one spelling for both sites: left
      // empty, the footer names the school in the page's language.
      ...(en.copyrightHolder === SCHOOL.copyrightHolder && empty(ml.name) ? { copyrightHolder: null } : {}),
      ...texts(en, ml, [
        ['name', SCHOOL.name, SCHOOL_ML.name],
        ['town', SCHOOL.town, SCHOOL_ML.town],
        ['tagline', SCHOOL.tagline, SCHOOL_ML.tagline],
      ]),
      ...group(en, ml, 'address', [
        ['line1', SCHOOL.address.line1, SCHOOL_ML.address.line1],
        ['line2', SCHOOL.address.line2, SCHOOL_ML.address.line2],
        ['district', SCHOOL.address.district, SCHOOL_ML.address.district],
        ['state', SCHOOL.address.state, SCHOOL_ML.address.state],
      ]),
      ...rows(
        en,
        ml,
        'slides',
        ['caption'],
        SLIDES.map((caption) => ({ caption })),
        SLIDES_ML.map((caption) => ({ caption })),
      ),
    }
  })

  for (const route of PAGE_ROUTE_NAMES) {
    const [page, inMl] = [PAGES[route], PAGES_ML[route]]
    await fill('pages', { school: { equals: school }, route: { equals: route } }, (en, ml) => ({
      ...texts(en, ml, [
        ['title', page.title, inMl.title],
        ['listTitle', page.listTitle, inMl.listTitle],
      ]),
      ...richTexts(en, ml, [
        ['body', page.body, inMl.body],
        ['closing', page.closing, inMl.closing],
      ]),
      ...rows(en, ml, 'items', ['text'], wrap(page.items), wrap(inMl.items)),
      ...rows(en, ml, 'facts', ['label', 'value'], page.facts ?? [], inMl.facts ?? []),
    }))
  }

  await fill('admission-sessions', { school: { equals: school }, year: { equals: ADMISSION_SESSION.year } }, (en, ml) =>
    richTexts(en, ml, [['notice', [...ADMISSION_SESSION.notice], ADMISSION_NOTICE_ML]]),
  )

  const labelled = (labels: readonly string[]) => labels.map((label) => ({ label }))
  await fill('disclosures', { school: { equals: school } }, (en, ml) => ({
    ...texts(en, ml, [['title', 'Mandatory Public Disclosure', DISCLOSURE_ML.title]]),
    ...rows(en, ml, 'sarasLinks', ['label'], labelled(DISCLOSURE.sarasLinks), labelled(DISCLOSURE_ML.sarasLinks)),
    ...rows(en, ml, 'documents', ['label'], labelled(DISCLOSURE.documents), labelled(DISCLOSURE_ML.documents)),
    ...rows(en, ml, 'academics', ['label'], labelled(DISCLOSURE.academics), labelled(DISCLOSURE_ML.academics)),
    ...rows(
      en,
      ml,
      'generalInformation',
      ['label', 'value'],
      DISCLOSURE.generalInformation,
      DISCLOSURE_ML.generalInformation,
    ),
    ...rows(en, ml, 'staff', ['label', 'value'], DISCLOSURE.staff, DISCLOSURE_ML.staff),
    ...rows(en, ml, 'infrastructure', ['label', 'value'], DISCLOSURE.infrastructure, DISCLOSURE_ML.infrastructure),
  }))

  for (const [english, malayalam] of Object.entries(FACULTY_DESIGNATIONS_ML))
    await fill('faculty', { school: { equals: school }, designation: { equals: english } }, (en, ml) =>
      texts(en, ml, [['designation', english, malayalam]]),
    )

  if (!demo) return
  const sample = (extra: Where = {}): Where => ({ school: { equals: school }, demo: { equals: true }, ...extra })
  const titled = (title: string, extra: Where = {}) => sample({ title: { equals: title }, ...extra })

  for (const [i, [title, description]] of DEMO.news.entries()) {
    const [mlTitle, mlDescription] = DEMO_ML.news[i]
    await fill('news', titled(title), (en, ml) =>
      texts(en, ml, [
        ['title', title, mlTitle],
        ['description', description, mlDescription],
      ]),
    )
  }
  for (const [i, [title, venue, , description]] of DEMO.events.entries()) {
    const [mlTitle, mlVenue, mlDescription] = DEMO_ML.events[i]
    await fill('events', titled(title), (en, ml) =>
      texts(en, ml, [
        ['title', title, mlTitle],
        ['venue', venue, mlVenue],
        ['description', description, mlDescription],
      ]),
    )
  }
  for (const [i, title] of DEMO.galleries.entries()) {
    const [mlTitle, mlDescription] = DEMO_ML.galleries[i]
    await fill('gallery', titled(title, { category: { equals: 'PhotoGallery' } }), (en, ml) =>
      texts(en, ml, [
        ['title', title, mlTitle],
        ['description', galleryDescription(title), mlDescription],
      ]),
    )
  }
  for (const [i, [title]] of DEMO.achievements.entries())
    await fill('gallery', titled(title, { category: { equals: 'Achievement' } }), (en, ml) =>
      texts(en, ml, [['title', title, DEMO_ML.achievements[i][0]]]),
    )
  for (const [i, title] of DEMO.highlights.entries())
    await fill('highlights', titled(title), (en, ml) => texts(en, ml, [['title', title, DEMO_ML.highlights[i]]]))
  for (const [i, [title]] of DEMO.videos.entries())
    await fill('videos', titled(title), (en, ml) => texts(en, ml, [['title', title, DEMO_ML.videos[i]]]))
  for (const [i, [title, , , text]] of DEMO.circulars.entries()) {
    const [mlTitle, mlText] = DEMO_ML.circulars[i]
    await fill('circulars', titled(title), (en, ml) => ({
      ...texts(en, ml, [['title', title, mlTitle]]),
      ...richTexts(en, ml, [['body', [text], [mlText]]]),
    }))
  }
  for (const category of ['Principal', 'Manager'] as const)
    await fill('principal-messages', sample({ category: { equals: category } }), (en, ml) => ({
      ...texts(en, ml, [['category', category, DEMO_ML.principalMessages[category].designation]]),
      ...richTexts(en, ml, [
        ['message', [DEMO.principalMessages[category]], [DEMO_ML.principalMessages[category].message]],
      ]),
    }))
  for (const [stream, inMl] of Object.entries(STREAMS_ML))
    await fill('toppers', sample({ stream: { equals: stream } }), (en, ml) => texts(en, ml, [['stream', stream, inMl]]))
  await fill('notification-popups', titled(DEMO.popup.title), (en, ml) =>
    texts(en, ml, [
      ['title', DEMO.popup.title, DEMO_ML.popup.title],
      ['desc', DEMO.popup.desc, DEMO_ML.popup.desc],
      ['urlTitle', DEMO.popup.urlTitle, DEMO_ML.popup.urlTitle],
    ]),
  )
}

type Doc = Record<string, unknown>
type Row = Record<string, unknown>

const empty = (value: unknown) => value === undefined || value === null || value === ''
/** No Malayalam of its own: nothing, or the English itself (a field's default, such as the state's "Kerala", reads back in every language). */
const unwritten = (value: unknown, english: string) => empty(value) || value === english
const wrap = (items: readonly string[] | undefined) => (items ?? []).map((text) => ({ text }))

/** Each text field whose Malayalam is empty and whose English is the seed's, with its Malayalam. */
function texts(en: Doc, ml: Doc, fields: [string, string | undefined, string | undefined][]): Doc {
  return Object.fromEntries(
    fields
      .filter(
        ([name, english, malayalam]) => malayalam && english && en[name] === english && unwritten(ml[name], english),
      )
      .map(([name, , malayalam]) => [name, malayalam]),
  )
}

function group(en: Doc, ml: Doc, name: string, fields: [string, string | undefined, string | undefined][]): Doc {
  const inEn = (en[name] ?? {}) as Doc
  const inMl = (ml[name] ?? {}) as Doc
  const found = texts(inEn, inMl, fields)
  // A group is saved whole: its other fields keep the Malayalam they had (none, or the office's).
  return Object.keys(found).length ? { [name]: { ...inMl, ...found } } : {}
}

/** Rich-text fields still the seed's English, with no Malayalam. */
function richTexts(en: Doc, ml: Doc, fields: [string, TextBlock[] | undefined, TextBlock[] | undefined][]): Doc {
  const found: Doc = {}
  for (const [name, english, malayalam] of fields)
    if (english && malayalam && empty(plainText(ml[name])) && plainText(en[name]) === plainText(richText(english)))
      found[name] = richText(malayalam)
  return found
}

/**
 * An array whose rows are the seed's, in its order, with none of their Malayalam written: the same
 * rows (their ids and other fields kept) with the Malayalam of `fields`.
 */
function rows(
  en: Doc,
  ml: Doc,
  name: string,
  fields: string[],
  english: readonly Row[],
  malayalam: readonly Row[],
): Doc {
  const [inEn, inMl] = [(en[name] ?? []) as Row[], (ml[name] ?? []) as Row[]]
  if (!inEn.length || inEn.length !== english.length || malayalam.length !== english.length) return {}
  const same = inEn.every((row, i) => fields.every((f) => empty(english[i][f]) || row[f] === english[i][f]))
  const untouched = inMl.every((row) => fields.every((f) => empty(row[f])))
  if (!same || !untouched) return {}
  return { [name]: inEn.map((row, i) => ({ ...row, ...Object.fromEntries(fields.map((f) => [f, malayalam[i][f]])) })) }
}

/** The local API as this file calls it: any collection, records as plain objects. */
type LooseApi = {
  find(args: object): Promise<{ docs: Doc[] }>
  findByID(args: object): Promise<Doc>
  update(args: object): Promise<unknown>
}

/**
 * For each record `where` finds, the Malayalam `fields` gives from its English and Malayalam (read
 * without falling back), saved in Malayalam as the record stands (a published one stays published).
 */
function filler(payload: Payload) {
  const api = payload as unknown as LooseApi
  return async (collection: CollectionSlug, where: Where, fields: (en: Doc, ml: Doc) => Doc) => {
    const found = await api.find({ collection, where, depth: 0, pagination: false, locale: 'en' })
    for (const doc of found.docs) {
      const id = doc.id
      const ml = await api.findByID({ collection, id, depth: 0, locale: 'ml', fallbackLocale: false })
      const data = fields(doc, ml)
      if (!Object.keys(data).length) continue
      await api.update({
        collection,
        id,
        locale: 'ml',
        depth: 0,
        data: { ...data, ...('_status' in doc ? { _status: doc._status } : {}) },
      })
    }
  }
}
