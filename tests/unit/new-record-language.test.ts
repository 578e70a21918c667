import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxy } from '@/proxy'

const ORIGIN = 'http://school.example'

/** Where the proxy sends the create page `path`, asked for from `referer`; null when it lets it open. */
function sentTo(path: string, { referer, method = 'GET' }: { referer?: string; method?: string } = {}) {
  const headers = new Headers(referer ? { referer } : {})
  const response = proxy(new NextRequest(`${ORIGIN}${path}`, { method, headers }))
  const location = response.headers.get('location')
  if (!location) return null
  expect(response.status).toBe(307)
  const url = new URL(location)
  return `${url.pathname}${url.search}`
}

describe('the language a new record opens in', () => {
  it('is English when the create page names none and was not opened from its list', () => {
    expect(sentTo('/admin/collections/news/create')).toBe('/admin/collections/news/create?locale=en')
    // From the dashboard, or from a record being written in Malayalam: the last language is not kept.
    expect(sentTo('/admin/collections/news/create', { referer: `${ORIGIN}/admin?locale=ml` })).toBe(
      '/admin/collections/news/create?locale=en',
    )
    expect(sentTo('/admin/collections/news/create', { referer: `${ORIGIN}/admin/collections/news/4?locale=ml` })).toBe(
      '/admin/collections/news/create?locale=en',
    )
    // Another collection's list chose for that collection only.
    expect(sentTo('/admin/collections/news/create', { referer: `${ORIGIN}/admin/collections/alerts?locale=ml` })).toBe(
      '/admin/collections/news/create?locale=en',
    )
    // Not a language of the site, or a Referer that is no address.
    expect(sentTo('/admin/collections/news/create', { referer: `${ORIGIN}/admin/collections/news?locale=fr` })).toBe(
      '/admin/collections/news/create?locale=en',
    )
    expect(sentTo('/admin/collections/news/create', { referer: 'not an address' })).toBe(
      '/admin/collections/news/create?locale=en',
    )
  })

  it("is the language chosen on the collection's list, when Create New is pressed there", () => {
    expect(
      sentTo('/admin/collections/news/create', { referer: `${ORIGIN}/admin/collections/news?locale=ml&page=2` }),
    ).toBe('/admin/collections/news/create?locale=ml')
    expect(sentTo('/admin/collections/news/create/', { referer: `${ORIGIN}/admin/collections/news/?locale=ml` })).toBe(
      '/admin/collections/news/create/?locale=ml',
    )
    expect(sentTo('/admin/collections/news/create', { referer: `${ORIGIN}/admin/collections/news?locale=en` })).toBe(
      '/admin/collections/news/create?locale=en',
    )
  })

  it('is the one the address names, and the form’s own posts pass untouched', () => {
    expect(sentTo('/admin/collections/news/create?locale=ml')).toBeNull()
    expect(
      sentTo('/admin/collections/news/create?locale=en', { referer: `${ORIGIN}/admin/collections/news?locale=ml` }),
    ).toBeNull()
    expect(sentTo('/admin/collections/news/create', { method: 'POST' })).toBeNull()
  })
})
