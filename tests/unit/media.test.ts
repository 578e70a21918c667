import { describe, expect, it } from 'vitest'

import { pipelineImage } from '@/lib/content/media'
import type { Media } from '@/payload-types'

const photo = (over: Partial<Media> = {}) =>
  ({
    id: 1,
    url: '/cms-api/media/file/annual day.jpg',
    filename: 'annual day.jpg',
    mimeType: 'image/jpeg',
    width: 1600,
    height: 700,
    ...over,
  }) as Media

describe('a picture through /api/image', () => {
  it('offers every width the endpoint makes up to the widest asked for, the last one the file itself', () => {
    const img = pipelineImage(photo(), 1920)
    expect(img.srcSet?.split(', ')).toEqual([
      '/api/image/annual%20day.jpg?w=160 160w',
      '/api/image/annual%20day.jpg?w=320 320w',
      '/api/image/annual%20day.jpg?w=480 480w',
      '/api/image/annual%20day.jpg?w=640 640w',
      '/api/image/annual%20day.jpg?w=960 960w',
      '/api/image/annual%20day.jpg?w=1280 1280w',
      // The endpoint never enlarges: asked for 1920 it gives the 1600 px original's size.
      '/api/image/annual%20day.jpg?w=1920 1600w',
    ])
    expect(img).toMatchObject({ src: '/api/image/annual%20day.jpg?w=1920', width: 1600, height: 700 })
  })

  it('stops at the first width that covers a small slot', () => {
    const img = pipelineImage(photo(), 400)
    expect(img.srcSet).toBe(
      '/api/image/annual%20day.jpg?w=160 160w, /api/image/annual%20day.jpg?w=320 320w, /api/image/annual%20day.jpg?w=480 480w',
    )
    expect(img.src).toBe('/api/image/annual%20day.jpg?w=480')
  })

  it('gives a picture it cannot resize as stored', () => {
    const logo = photo({ mimeType: 'image/svg+xml', filename: 'logo.svg', url: '/cms-api/media/file/logo.svg' })
    expect(pipelineImage(logo, 160)).toEqual({ src: '/cms-api/media/file/logo.svg', width: 1600, height: 700 })
  })
})
