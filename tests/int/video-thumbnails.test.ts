import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fillVideoPictures } from '@/jobs/video-pictures'
import { queueVideoPictures } from '@/jobs/video-pictures-queue'
import { keepVideoThumbnail, type ThumbnailSources } from '@/lib/files/video-thumbnails'

import { freshPayload } from '../helpers/payload'

/**
 * Video pictures are fetched by the server and kept in the school's media library, on the real
 * database. This machine has no internet, so a server of the test's own answers as YouTube's
 * picture server and Vimeo's oEmbed do; what the site asks of them is the real code's.
 */
let payload: Payload
let cleanup: () => Promise<void>
let school: number
let server: http.Server
let sources: ThumbnailSources
const asked: string[] = []

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  school = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
  const jpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#c8102e' } })
    .jpeg()
    .toBuffer()
  server = http.createServer((req, res) => {
    asked.push(req.url!)
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    // A picture server that never answers.
    if (req.url === '/vi/hangs000000/hqdefault.jpg') return
    if (req.url === '/vi/aqz-KE-bpKQ/hqdefault.jpg' || req.url === '/video/76979871.jpg') {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg)
    } else if (req.url?.startsWith('/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871')) {
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ thumbnail_url: `${origin}/video/76979871.jpg` }))
    } else if (req.url?.startsWith('/api/oembed.json')) {
      // An answer that points elsewhere is not followed.
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ thumbnail_url: 'https://elsewhere.example/x.jpg' }))
    } else res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>not a picture</html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  sources = { youtube: origin, vimeo: origin }
})

afterAll(async () => {
  server?.closeAllConnections()
  server?.close()
  await cleanup?.()
})

describe('a video’s picture', () => {
  it('is fetched from YouTube by the video’s id and kept as the school’s picture, described', async () => {
    const id = await keepVideoThumbnail(
      payload,
      { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Annual Day', school },
      undefined,
      sources,
    )
    expect(id).not.toBeNull()
    const media = await payload.findByID({ collection: 'media', id: id!, depth: 0 })
    expect(media.mimeType).toBe('image/jpeg')
    expect(media.alt).toBe('Picture of the video “Annual Day”')
    expect(media.school).toBe(school)
  })

  it('is fetched from Vimeo through its oEmbed answer, and only from Vimeo’s own pictures', async () => {
    expect(
      await keepVideoThumbnail(
        payload,
        { url: 'https://vimeo.com/76979871', title: 'A day', school },
        undefined,
        sources,
      ),
    ).not.toBeNull()
    asked.length = 0
    expect(
      await keepVideoThumbnail(
        payload,
        { url: 'https://vimeo.com/11111111', title: 'Other', school },
        undefined,
        sources,
      ),
    ).toBeNull()
    expect(asked.every((url) => url.startsWith('/api/oembed.json'))).toBe(true)
  })

  it('is left out when the answer is no picture, or the site is out of reach: the save goes on', async () => {
    expect(
      await keepVideoThumbnail(
        payload,
        { url: 'https://youtu.be/ScMzIvxBSi4', title: 'Band', school },
        undefined,
        sources,
      ),
    ).toBeNull()
    // The real YouTube, unreachable from here as from a school's server offline.
    const video = await payload.create({
      collection: 'videos',
      data: {
        title: 'Offline',
        date: new Date().toISOString(),
        videoUrl: 'https://youtu.be/ScMzIvxBSi4',
        school,
        _status: 'published',
      },
    })
    expect(video.thumbnail ?? null).toBeNull()
  })

  it('gives up at the save’s deadline when the picture server does not answer', async () => {
    const started = Date.now()
    expect(
      await keepVideoThumbnail(
        payload,
        { url: 'https://youtu.be/hangs000000', title: 'Slow', school },
        undefined,
        sources,
        AbortSignal.timeout(300),
      ),
    ).toBeNull()
    // The save's write turn is not held while a silent server is waited for.
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('refuses an address that is not text with a message, not a server error', async () => {
    const video = await payload.create({
      collection: 'videos',
      data: { title: 'Typed', date: new Date().toISOString(), videoUrl: 'https://youtu.be/ScMzIvxBSi4', school },
      draft: true,
    })
    const refusal = await payload
      .update({
        collection: 'videos',
        id: video.id,
        data: { videoUrl: 123 as unknown as string, _status: 'published' },
      })
      .catch((error: { status?: number; message?: string }) => error)
    expect(refusal).toMatchObject({ status: 400 })
  })
})

describe('the video gallery’s missing pictures', () => {
  it('are fetched outside any save into the published record, leaving a waiting draft and its words alone', async () => {
    const video = await payload.create({
      collection: 'videos',
      // Saved while YouTube was out of reach (the real one, from here): no picture.
      data: {
        title: 'Annual Day',
        date: new Date().toISOString(),
        videoUrl: 'https://youtu.be/aqz-KE-bpKQ',
        school,
        _status: 'published',
      },
    })
    expect(video.thumbnail ?? null).toBeNull()
    await payload.update({ collection: 'videos', id: video.id, locale: 'ml', data: { title: 'വാർഷികദിനം' } })
    await payload.update({
      collection: 'videos',
      id: video.id,
      draft: true,
      data: { title: 'Annual Day 2026', _status: 'draft' },
    })

    await queueVideoPictures(payload)
    await queueVideoPictures(payload)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'videoPictures' } } })
    expect(jobs.totalDocs).toBe(1)

    const { kept } = await fillVideoPictures(payload, sources)
    expect(kept).toBeGreaterThanOrEqual(1)
    const published = await payload.findByID({
      collection: 'videos',
      id: video.id,
      draft: false,
      locale: 'all',
      depth: 1,
    })
    expect(published.thumbnail).toMatchObject({ mimeType: 'image/jpeg', school })
    expect(published.title).toEqual({ en: 'Annual Day', ml: 'വാർഷികദിനം' })
    expect(published._status).toBe('published')
    const draft = await payload.findByID({ collection: 'videos', id: video.id, draft: true, depth: 0 })
    expect(draft).toMatchObject({ title: 'Annual Day 2026', _status: 'draft' })
  })
})
