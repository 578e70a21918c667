import { describe, expect, it } from 'vitest'

import { fallbackMarks, inLocale, langOf } from '@/lib/content/in-locale'

const richText = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: text ? [{ type: 'text', text }] : [] }] },
})

describe('records in the reader’s language', () => {
  it('shows English where written and Malayalam, marked lang="ml", where the English is empty', () => {
    const doc = {
      id: 1,
      title: { en: '', ml: 'മഴ അവധി' },
      message: { en: 'Closed today', ml: 'ഇന്ന് അവധി' },
      body: { en: richText(''), ml: richText('സ്കൂൾ അവധി') },
      items: [{ id: 'a', text: { en: null, ml: 'ഗ്രന്ഥശാല' } }],
    }
    const shown = inLocale(doc, 'en') as unknown as Record<string, unknown> & typeof doc
    expect(shown.title).toBe('മഴ അവധി')
    expect(langOf(shown, 'title')).toBe('ml')
    expect(shown.message).toBe('Closed today')
    expect(langOf(shown, 'message')).toBeUndefined()
    expect(shown.body).toEqual(richText('സ്കൂൾ അവധി'))
    expect(langOf(shown, 'body')).toBe('ml')
    expect([shown.items[0].text, langOf(shown.items[0], 'text')]).toEqual(['ഗ്രന്ഥശാല', 'ml'])
    expect(fallbackMarks(shown)).toEqual({ _malayalam: ['title', 'body'] })
    expect(fallbackMarks(shown, ['message'])).toEqual({})
  })

  it('keeps its marks when a shown record is shown again (a cached answer passed on)', () => {
    const once = inLocale({ title: { en: null, ml: 'മഴ' } }, 'en')
    expect(langOf(inLocale(once, 'en'), 'title')).toBe('ml')
  })

  it('shows Malayalam where written and English, marked, where not: in records, rows and related records', () => {
    const doc = {
      id: 1,
      title: { en: 'Sports day', ml: 'കായികദിനം' },
      description: { en: 'On the ground', ml: '  ' },
      body: { en: richText('Welcome'), ml: richText('') },
      items: [
        { id: 'a', text: { en: 'Library', ml: 'ഗ്രന്ഥശാല' } },
        { id: 'b', text: { en: 'Labs' } },
      ],
      school: { id: 3, name: { en: 'JRS', ml: null }, code: 'JRSBKL' },
      image: { id: 7, alt: 'Runners', sizes: { card: { url: '/x.jpg' } } },
      date: '2026-06-01',
    }
    const shown = inLocale(doc, 'ml') as unknown as Record<string, unknown> & typeof doc
    expect(shown.title).toBe('കായികദിനം')
    expect(langOf(shown, 'title')).toBeUndefined()
    expect(shown.description).toBe('On the ground')
    expect(langOf(shown, 'description')).toBe('en')
    expect(shown.body).toEqual(richText('Welcome'))
    expect(langOf(shown, 'body')).toBe('en')
    expect(shown.items.map((row) => [row.text, langOf(row, 'text')])).toEqual([
      ['ഗ്രന്ഥശാല', undefined],
      ['Labs', 'en'],
    ])
    expect(shown.school.name).toBe('JRS')
    expect(langOf(shown.school, 'name')).toBe('en')
    expect(shown.image).toEqual(doc.image)
    expect(shown.date).toBe('2026-06-01')
  })

  it('marks nothing when neither language has the text', () => {
    const shown = inLocale({ venue: { en: null, ml: null } }, 'ml')
    expect(shown.venue).toBeNull()
    expect(langOf(shown, 'venue')).toBeUndefined()
  })
})
