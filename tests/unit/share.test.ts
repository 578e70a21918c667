import { afterEach, describe, expect, it } from 'vitest'

import { shareMessage, whatsappLink } from '@/lib/notifications/share'

describe('the WhatsApp share of a record', () => {
  afterEach(() => {
    delete process.env.SERVER_URL
  })

  it('says the title, the date and the page’s address in the page’s language, at the school’s own address', () => {
    const message = shareMessage({ domains: ['jrsbkl.example'] }, 'ml', {
      title: 'പരീക്ഷാ ടൈംടേബിൾ',
      date: '2 ഡിസംബർ 2026',
      path: '/Circulars?id=12',
    })
    expect(message).toBe('പരീക്ഷാ ടൈംടേബിൾ\n2 ഡിസംബർ 2026\nhttps://jrsbkl.example/ml/Circulars?id=12')
    const link = new URL(whatsappLink(message))
    expect(link.origin).toBe('https://wa.me')
    expect(link.searchParams.get('text')).toBe(message)
  })

  it('goes without an address when the school has none (a cached page cannot know its host)', () => {
    expect(shareMessage({ domains: [] }, 'en', { title: 'Rain holiday', path: '/' })).toBe('Rain holiday')
    process.env.SERVER_URL = 'https://school.example'
    expect(shareMessage({ domains: [] }, 'en', { title: 'Rain holiday', path: '/' })).toBe(
      'Rain holiday\nhttps://school.example/',
    )
  })
})
