import { describe, expect, it } from 'vitest'

import { englishAt } from '@/components/admin/translate/english-at'
import { localizedSelect } from '@/fields/malayalam'
import { englishWords, fingerprint } from '@/lib/content/english-fingerprint'

/** Rich text as Lexical stores it, with the formatting keys the editor rewrites on any save. */
const rich = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      format: '',
      children: [{ type: 'text', text, format: 0, version: 1 }],
    })),
  },
})

/** A page as read in every language: localized texts keyed by language, rows shared. */
const stored = {
  id: 7,
  slug: 'about',
  date: '2026-06-01',
  title: { en: 'About us', ml: 'ഞങ്ങളെക്കുറിച്ച്' },
  body: { en: rich('We teach.'), ml: rich('ഞങ്ങൾ പഠിപ്പിക്കുന്നു.') },
  items: [{ id: 'a', text: { en: 'Library', ml: 'ലൈബ്രറി' } }],
}
const before = fingerprint(englishWords(stored))
const after = (saved: Record<string, unknown>) => fingerprint(englishWords(stored, saved))

describe('the fingerprint of a record’s English (whether it changed after the Malayalam)', () => {
  it('changes with a word of a text, of rich text or of a row, and with a row added', () => {
    expect(after({ title: 'About the school' })).not.toBe(before)
    expect(after({ body: rich('We teach well.') })).not.toBe(before)
    expect(after({ items: [{ id: 'a', text: 'Library and labs' }] })).not.toBe(before)
    expect(
      after({
        items: [
          { id: 'a', text: 'Library' },
          { id: 'b', text: 'Labs' },
        ],
      }),
    ).not.toBe(before)
  })

  it('stays for what is the same in both languages, for formatting, for spaces, and for a text emptied that was never written', () => {
    expect(after({ date: '2026-07-01', slug: 'about-us' })).toBe(before)
    const reformatted = rich('We teach.')
    ;(reformatted.root.children[0] as Record<string, unknown>).direction = 'ltr'
    expect(after({ body: reformatted, title: ' About us ' })).toBe(before)
    expect(after({ items: [{ id: 'a', text: 'Library' }], description: '' })).toBe(before)
  })
})

describe('the English shown under a Malayalam text', () => {
  const english = { title: 'About us', body: rich('We teach.', '', 'We care.'), items: [{ id: 'a', text: 'Library' }] }
  it('is read at the form field’s path, rich text by its paragraphs', () => {
    expect(englishAt(english, 'title')).toEqual(['About us'])
    expect(englishAt(english, 'body')).toEqual(['We teach.', 'We care.'])
    expect(englishAt(english, 'items.0.text')).toEqual(['Library'])
    expect(englishAt(english, 'items.3.text')).toEqual([])
  })
})

describe('what a save reads to tell the English', () => {
  it('is the top-level fields holding a text per language, at any depth', () => {
    expect(
      localizedSelect([
        { name: 'title', type: 'text', localized: true },
        { name: 'date', type: 'date' },
        { type: 'row', fields: [{ name: 'summary', type: 'textarea', localized: true }] },
        { name: 'items', type: 'array', fields: [{ name: 'text', type: 'text', localized: true }] },
        { name: 'links', type: 'array', fields: [{ name: 'url', type: 'text' }] },
        {
          name: 'layout',
          type: 'blocks',
          blocks: [{ slug: 'quote', fields: [{ name: 'words', type: 'richText', localized: true }] }],
        },
        { type: 'tabs', tabs: [{ label: 'More', fields: [{ name: 'note', type: 'text', localized: true }] }] },
      ]),
    ).toEqual({ title: true, summary: true, items: true, layout: true, note: true })
  })
})
