/**
 * Galleries and toppers for bench/scale.ts, written straight into the tables as its news are. Their
 * photos are small generated pictures: uploaded once through Payload (which makes their sizes), then
 * given to every other school as rows of its own over the same files, hard-linked under names of
 * their own. Making each school's pictures anew would take hours at 1,000 schools and measure the
 * picture library, not the site.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { type Row, writeRows } from './news-data'

export type GalleryContent = { galleries: number; photos: number; toppers: number }

const SIZES = ['thumbnail', 'card', 'wide'] as const
type Size = { url?: string | null; width?: number | null; height?: number | null; mimeType?: string | null }
type SizeFile = Size & { filesize?: number | null; filename?: string | null }
type Picture = {
  id: number
  alt?: string | null
  filename?: string | null
  mimeType?: string | null
  filesize?: number | null
  width?: number | null
  height?: number | null
  sizes?: Partial<Record<(typeof SIZES)[number], SizeFile>>
}

/** The highest id a table holds, so that the rows written here take ids after it. */
async function lastId(payload: Payload, collection: 'media' | 'gallery' | 'toppers'): Promise<number> {
  const [doc] = (await payload.find({ collection, sort: '-id', limit: 1, depth: 0, pagination: false })).docs
  return Number(doc?.id ?? 0)
}

/** The picture `p` of the first school given to `school` under file names of its own: its row. */
function pictureRow(p: Picture, id: number, school: number, dir: string): Row {
  const own = (name: string) => {
    const renamed = `s${school}-${name}`
    const target = path.join(dir, renamed)
    if (!fs.existsSync(target)) fs.linkSync(path.join(dir, name), target)
    return renamed
  }
  const filename = own(p.filename!)
  const columns: Record<string, unknown> = {
    id,
    alt: p.alt,
    school_id: school,
    demo: false,
    url: `/cms-api/media/file/${filename}`,
    filename,
    mime_type: p.mimeType,
    filesize: p.filesize,
    width: p.width,
    height: p.height,
    focal_x: 50,
    focal_y: 50,
    prefix: 'media',
  }
  for (const size of SIZES) {
    const file = p.sizes?.[size]
    if (!file?.filename) continue
    const name = own(file.filename)
    Object.assign(columns, {
      [`sizes_${size}_url`]: `/cms-api/media/file/${name}`,
      [`sizes_${size}_width`]: file.width,
      [`sizes_${size}_height`]: file.height,
      [`sizes_${size}_mime_type`]: file.mimeType,
      [`sizes_${size}_filesize`]: file.filesize,
      [`sizes_${size}_filename`]: name,
    })
  }
  const names = Object.keys(columns)
  return {
    sql: `insert into media (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`,
    args: Object.values(columns),
  }
}

const WORDS = ['Annual day', 'Sports meet', 'Science fair', 'Onam', 'Christmas', 'Field trip', 'Art exhibition']

/**
 * `content.galleries` published photo galleries of `content.photos` photos and `content.toppers`
 * toppers with a photo for each of `schools` (ids; the first gets the uploaded pictures themselves).
 */
export async function writeGalleries(payload: Payload, schools: number[], content: GalleryContent) {
  const { uploadPicture } = await import('../src/seed/images')
  const uploaded: number[] = []
  for (let i = 0; i < content.photos; i++)
    uploaded.push(await uploadPicture(payload, schools[0], `Gallery photo ${i + 1}`, i, { width: 640, height: 480 }))
  const pictures = (
    await payload.find({ collection: 'media', where: { id: { in: uploaded } }, depth: 0, limit: uploaded.length })
  ).docs as Picture[]
  const dir = payload.config.collections.find((c) => c.slug === 'media')!.upload.staticDir as string
  let media = await lastId(payload, 'media')
  let gallery = await lastId(payload, 'gallery')
  let topper = await lastId(payload, 'toppers')

  for (const [n, school] of schools.entries()) {
    const rows: Row[] = []
    const photos =
      n === 0
        ? uploaded
        : pictures.map((p) => {
            rows.push(pictureRow(p, ++media, school, dir))
            return media
          })
    for (let g = 0; g < content.galleries; g++) {
      const id = ++gallery
      const date = new Date(Date.UTC(2019 + (g % 7), g % 12, 1 + (g % 27))).toISOString()
      rows.push(
        {
          sql: "insert into gallery (id, date, category, school_id, demo, _status, malayalam) values (?, ?, 'PhotoGallery', ?, false, 'published', 'missing')",
          args: [id, date, school],
        },
        {
          sql: 'insert into gallery_locales (title, description, _locale, _parent_id) values (?, ?, ?, ?)',
          args: [`${WORDS[g % WORDS.length]} ${2019 + (g % 7)}`, `Photos of the day, gallery ${g + 1}.`, 'en', id],
        },
        ...photos.map((photo, order) => ({
          sql: 'insert into gallery_rels ("order", parent_id, path, media_id) values (?, ?, ?, ?)',
          args: [order + 1, id, 'attachments', photo],
        })),
      )
    }
    for (let t = 0; t < content.toppers; t++) {
      const id = ++topper
      const twelfth = t % 2 === 1
      const year = 2020 + (t % 5)
      rows.push(
        {
          sql: "insert into toppers (id, name, class, division, session_year, school_id, demo, _status) values (?, ?, ?, ?, ?, ?, false, 'published')",
          args: [id, `Student ${t + 1}`, twelfth ? 'XII' : 'X', 90 + (t % 10), `${year}-${year + 1}`, school],
        },
        {
          sql: 'insert into toppers_locales (stream, _locale, _parent_id) values (?, ?, ?)',
          args: [twelfth ? 'Science' : null, 'en', id],
        },
        {
          sql: 'insert into toppers_rels ("order", parent_id, path, media_id) values (1, ?, ?, ?)',
          args: [id, 'attachments', photos[t % photos.length]],
        },
      )
    }
    await writeRows(payload, rows)
  }
  // PostgreSQL's sequences know nothing of ids written by hand: the next record saved through
  // Payload would take one of them.
  if (payload.db.name === 'postgres') {
    const pool = (payload.db as unknown as { pool: { query(sql: string): Promise<unknown> } }).pool
    for (const table of ['media', 'gallery', 'toppers'])
      await pool.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`)
  }
}
