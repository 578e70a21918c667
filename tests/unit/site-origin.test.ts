import { afterEach, describe, expect, it } from 'vitest'

import { mediaOf } from '@/lib/content/media'
import { newsFeed } from '@/lib/site/feeds'
import { absoluteUrl, calendarAddress, calendarSubscription, sitePath } from '@/lib/site/site-origin'
import type { Media, News } from '@/payload-types'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

/** A stored picture as Payload reads it: with SERVER_URL set, every address starts with it. */
const stored = (prefix: string) =>
  ({
    id: 1,
    url: `${prefix}/cms-api/media/file/independence-day.jpg`,
    filename: 'independence-day.jpg',
    mimeType: 'image/jpeg',
    filesize: 2048,
    width: 1600,
    height: 900,
    sizes: { card: { url: `${prefix}/cms-api/media/file/independence-day-800x450.jpg`, width: 800, height: 450 } },
  }) as unknown as Media

describe('addresses of stored files, with and without SERVER_URL', () => {
  it('keeps the path of an address Payload gave under SERVER_URL, and other addresses whole', () => {
    process.env.SERVER_URL = 'https://www.school.example'
    expect(sitePath('https://www.school.example/cms-api/media/file/a%20b.jpg?x=1')).toBe(
      '/cms-api/media/file/a%20b.jpg?x=1',
    )
    expect(sitePath('/cms-api/media/file/a.jpg')).toBe('/cms-api/media/file/a.jpg')
    expect(sitePath('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg')
    delete process.env.SERVER_URL
    expect(sitePath('https://www.school.example/cms-api/media/file/a.jpg')).toBe(
      'https://www.school.example/cms-api/media/file/a.jpg',
    )
  })

  it('makes one absolute address from a relative or an absolute one, never the origin twice', () => {
    for (const serverUrl of [undefined, 'http://127.0.0.1:3990']) {
      if (serverUrl) process.env.SERVER_URL = serverUrl
      else delete process.env.SERVER_URL
      const path = mediaOf(stored(serverUrl ?? ''))!.url!
      expect(path).toBe('/cms-api/media/file/independence-day.jpg')
      expect(absoluteUrl(path, 'https://hostb.example')).toBe(
        'https://hostb.example/cms-api/media/file/independence-day.jpg',
      )
      expect(absoluteUrl(stored(serverUrl ?? '').url!, 'https://hostb.example/')).toBe(
        'https://hostb.example/cms-api/media/file/independence-day.jpg',
      )
    }
  })

  it('gives pages the site’s own paths for a file and each of its sizes', () => {
    process.env.SERVER_URL = 'http://127.0.0.1:3990/'
    const media = mediaOf(stored('http://127.0.0.1:3990'))!
    expect(media.url).toBe('/cms-api/media/file/independence-day.jpg')
    expect(media.sizes?.card?.url).toBe('/cms-api/media/file/independence-day-800x450.jpg')
  })

  it('writes the feed’s pictures once under the feed’s origin, with their stored type', () => {
    process.env.SERVER_URL = 'http://127.0.0.1:3990'
    const news = {
      id: 4,
      title: 'Independence Day',
      fromDate: '2026-08-15T04:30:00.000Z',
      updatedAt: '2026-08-15T04:30:00.000Z',
      image: [stored('http://127.0.0.1:3990')],
    } as unknown as News
    const rss = newsFeed('https://hostb.example', { name: 'School', town: 'Town' }, [news]).rss2()
    expect(rss).toContain(
      '<enclosure length="2048" type="image/jpeg" url="https://hostb.example/cms-api/media/file/independence-day.jpg"/>',
    )
  })
})

describe('a calendar feed’s addresses', () => {
  it('are at the school’s own address (https, and webcal for a calendar app), else SERVER_URL’s, else the path', () => {
    delete process.env.SERVER_URL
    const school = { domains: ['www.school.example'] }
    expect(calendarAddress(school, 'ml', '/calendar.ics?category=holiday')).toBe(
      'https://www.school.example/ml/calendar.ics?category=holiday',
    )
    expect(calendarSubscription(school, 'ml', '/calendar.ics?category=holiday')).toBe(
      'webcal://www.school.example/ml/calendar.ics?category=holiday',
    )
    expect(calendarSubscription({ domains: [] })).toBe('/events.ics')
    process.env.SERVER_URL = 'http://127.0.0.1:3000'
    expect(calendarAddress({ domains: [] })).toBe('http://127.0.0.1:3000/events.ics')
    expect(calendarSubscription({ domains: [] })).toBe('webcal://127.0.0.1:3000/events.ics')
  })
})
