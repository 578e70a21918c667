import { describe, expect, it } from 'vitest'

import { publicPathOf } from '@/lib/preview/paths'

describe('the page a draft is previewed on', () => {
  it('is an own page’s address only when the draft’s address is one: no preview leads off the site', () => {
    expect(publicPathOf('custom-pages', { slug: 'hostel' })).toBe('/hostel')
    // Drafts are saved unchecked; the preview route answers with a redirect to this path.
    for (const slug of ['/evil.example', '//evil.example', 'Hostel Rules', '', null, 42]) {
      expect(publicPathOf('custom-pages', { slug })).toBe('/')
    }
  })
})
