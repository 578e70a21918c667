import { expect } from '@playwright/test'
import sharp from 'sharp'
import { describe } from 'vitest'

import { ADMIN, staffApi, withStaff } from '../e2e/helpers/office'
import { baseURL, beforeAllWithRequest, test } from './fixtures'

/**
 * What a parent's phone fetches to share a circular and to get its pushes, on the production
 * server: the share card in each language, the WhatsApp link, and the service worker.
 */
let circular: number
let draft: number

beforeAllWithRequest(async ({ request }) => {
  const { school } = await withStaff(request, ADMIN)
  const api = await staffApi(request, ADMIN)
  const make = async (data: Record<string, unknown>) => {
    const answer = await request.post('/cms-api/circulars', {
      headers: api,
      data: { school, date: '2031-06-01T00:00:00.000Z', category: 'Circular', ...data },
    })
    expect(answer.ok(), await answer.text()).toBe(true)
    return (await answer.json()).doc.id as number
  }
  circular = await make({ title: 'Share card circular', classes: ['V'], _status: 'published' })
  const ml = await request.patch(`/cms-api/circulars/${circular}?locale=ml`, {
    headers: api,
    data: { title: 'ക്ഷേമനിധി സർക്കുലർ', _status: 'published' },
  })
  expect(ml.ok(), await ml.text()).toBe(true)
  draft = await make({ title: 'Share card draft', _status: 'draft' })
}, 60_000)

describe('a circular’s share card', () => {
  test('is a 1200×630 PNG in each language', async () => {
    for (const path of [`/share/circulars/${circular}.png`, `/ml/share/circulars/${circular}.png`]) {
      const answer = await fetch(`${baseURL}${path}`)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('content-type')).toBe('image/png')
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata()
      expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 })
    }
  })

  test('is there only for a published record of a kind that is shared', async () => {
    for (const path of [
      `/share/circulars/${draft}.png`,
      '/share/circulars/999999.png',
      `/share/teachers/${circular}.png`,
      `/share/circulars/${circular}.jpg`,
    ])
      expect((await fetch(`${baseURL}${path}`)).status, path).toBe(404)
  })

  test('goes with a WhatsApp link holding the title in the page’s language', async () => {
    const html = await (await fetch(`${baseURL}/ml/Circulars?id=${circular}`)).text()
    const link = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1]
    expect(new URL(link!.replace(/&amp;/g, '&')).searchParams.get('text')).toContain('ക്ഷേമനിധി സർക്കുലർ')
  })
})

describe('the service worker', () => {
  test('is served from /sw.js as a script, and the pages allow it', async () => {
    const answer = await fetch(`${baseURL}/sw.js`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await answer.text()).toContain("addEventListener('push'")
    const page = await fetch(`${baseURL}/Subscribe`)
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self'")
  })
})
