import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FOREIGN_IN_TEXT } from '@/hooks/own-school-references'
import { richText } from '@/lib/content/richtext'

import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

/**
 * Issue 47: rich text was outside the own-school check of files and records, so an editor of one
 * school could show another school's pictures (or any of its records, or a link to them) in a
 * circular's body, a page's body or an own page's text block. Checked as every other field is.
 */
let payload: Payload
let cleanup: () => Promise<void>
let schoolA: number
let schoolB: number
let editorA: StaffUser
let adminA: StaffUser
let root: StaffUser

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const picture = (school: number, name: string) =>
  payload.create({
    collection: 'media',
    data: { school, alt: name },
    file: { data: PNG, mimetype: 'image/png', name, size: PNG.length },
  })

type Node = Record<string, unknown>

/** A rich text of one paragraph followed by `node`, as the admin's editor saves it. */
function textWith(node: Node) {
  const doc = richText(['Please read the notice below.'])
  ;(doc.root.children as Node[]).push(node)
  return doc
}
const upload = (relationTo: string, value: number) => ({
  type: 'upload',
  version: 3,
  format: '',
  id: 'a1b2c3',
  fields: null,
  relationTo,
  value,
})
const relationship = (relationTo: string, value: number) => ({
  type: 'relationship',
  version: 2,
  format: '',
  relationTo,
  value,
})
const internalLink = (relationTo: string, value: number) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  direction: 'ltr',
  textFormat: 0,
  textStyle: '',
  children: [
    {
      type: 'link',
      version: 3,
      format: '',
      indent: 0,
      direction: 'ltr',
      id: 'd4e5f6',
      fields: { linkType: 'internal', newTab: false, doc: { relationTo, value } },
      children: [{ type: 'text', text: 'the news', detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
    },
  ],
})

/** The refusal's field and reason, or null when the save went through. */
async function refusal(save: Promise<unknown>): Promise<{ path: string; message: string } | null> {
  try {
    await save
    return null
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors
    if (!errors?.length) throw error
    expect((error as Error).message).toContain(errors[0].path)
    return { path: errors[0].path, message: errors[0].message }
  }
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  ;({ schoolA, schoolB, editorA, adminA, root } = await twoSchoolsWithStaff(payload, 'RICHB'))
})

afterAll(async () => cleanup?.())

describe("rich text shows and links this school's files and records only", () => {
  const circular = (body: unknown, user: StaffUser) =>
    payload.create({
      collection: 'circulars',
      draft: true,
      data: { school: schoolA, title: 'Fee notice', date: '2026-01-05T00:00:00.000Z', body, _status: 'draft' } as never,
      user,
      overrideAccess: false,
    })

  it("refuses another school's picture in a circular's body, and takes the school's own", async () => {
    const theirs = await picture(schoolB, 'b-fees.png')
    const ours = await picture(schoolA, 'a-fees.png')
    expect(await refusal(circular(textWith(upload('media', theirs.id)), editorA))).toEqual({
      path: 'body',
      message: FOREIGN_IN_TEXT.upload,
    })
    // Not even a platform admin joins one school's circular to another school's picture.
    expect(await refusal(circular(textWith(upload('media', theirs.id)), root))).toEqual({
      path: 'body',
      message: FOREIGN_IN_TEXT.upload,
    })
    const saved = await circular(textWith(upload('media', ours.id)), editorA)
    expect(saved.id).toBeTruthy()
  })

  it("refuses another school's picture in an own page's text block, naming the block", async () => {
    const theirs = await picture(schoolB, 'b-block.png')
    const ours = await picture(schoolA, 'a-block.png')
    const page = (content: unknown) =>
      payload.create({
        collection: 'custom-pages',
        draft: true,
        data: {
          school: schoolA,
          title: 'Sports day',
          slug: `sports-day-${Math.random().toString(36).slice(2, 8)}`,
          layout: [
            { blockType: 'text', content: richText(['Our sports day.']) },
            { blockType: 'text', content },
          ],
          _status: 'draft',
        } as never,
        user: editorA,
        overrideAccess: false,
      })
    expect(await refusal(page(textWith(upload('media', theirs.id))))).toEqual({
      path: 'layout.1.content',
      message: FOREIGN_IN_TEXT.upload,
    })
    expect((await page(textWith(upload('media', ours.id)))).id).toBeTruthy()
  })

  it("refuses a link to, or a record of, another school in a page's body", async () => {
    const theirNews = await payload.create({
      collection: 'news',
      data: { school: schoolB, title: 'Their news', fromDate: '2026-01-01T00:00:00.000Z', _status: 'published' },
    })
    const ourNews = await payload.create({
      collection: 'news',
      data: { school: schoolA, title: 'Our news', fromDate: '2026-01-01T00:00:00.000Z', _status: 'published' },
    })
    const page = (await payload.find({ collection: 'pages', where: { school: { equals: schoolA } }, limit: 1 })).docs[0]
    const edit = (body: unknown) =>
      payload.update({
        collection: 'pages',
        id: page.id,
        draft: true,
        data: { body, _status: 'draft' } as never,
        user: adminA,
        overrideAccess: false,
      })
    expect(await refusal(edit(textWith(internalLink('news', theirNews.id))))).toEqual({
      path: 'body',
      message: FOREIGN_IN_TEXT.link,
    })
    expect(await refusal(edit(textWith(relationship('news', theirNews.id))))).toEqual({
      path: 'body',
      message: FOREIGN_IN_TEXT.relationship,
    })
    // Another school itself is not this school's either.
    expect(await refusal(edit(textWith(internalLink('schools', schoolB))))).toEqual({
      path: 'body',
      message: FOREIGN_IN_TEXT.link,
    })
    expect((await edit(textWith(internalLink('news', ourNews.id)))).id).toBe(page.id)
    expect((await edit(textWith(relationship('news', ourNews.id)))).id).toBe(page.id)
  })
})
