import { describe, expect, it } from 'vitest'

import { languageNotes } from '@/components/admin/language-notes'

describe('the language note on a record’s form', () => {
  it('says which language is being written', () => {
    expect(languageNotes({ editing: 'en', label: 'title', typed: true, otherWritten: true })).toEqual({
      writing: 'You are writing the English text. For the Malayalam, choose',
      missing: null,
    })
    expect(languageNotes({ editing: 'ml', label: 'title', typed: true, otherWritten: true }).writing).toBe(
      'You are writing the Malayalam text. For the English, choose',
    )
  })

  it('on a new record with something typed, says to save before writing the other language', () => {
    const note = (editing: 'en' | 'ml', saveFirst: boolean) =>
      languageNotes({ editing, label: 'title', typed: true, otherWritten: false, saveFirst }).writing
    expect(note('en', true)).toBe(
      'You are writing the English text. To write the Malayalam too, save first, then choose',
    )
    expect(note('ml', true)).toBe(
      'You are writing the Malayalam text. To write the English too, save first, then choose',
    )
    expect(note('en', false)).toBe('You are writing the English text. For the Malayalam, choose')
  })

  it('says before publishing which language is missing and what the site shows, both ways', () => {
    const note = (editing: 'en' | 'ml', typed: boolean, otherWritten: boolean | null) =>
      languageNotes({ editing, label: 'title', typed, otherWritten }).missing
    expect(note('ml', true, false)).toBe('No English title yet: the English site will show the Malayalam one.')
    expect(note('en', false, true)).toBe('No English title yet: the English site will show the Malayalam one.')
    expect(note('en', true, false)).toBe('No Malayalam title yet: the Malayalam site will show the English one.')
    expect(note('ml', false, true)).toBe('No Malayalam title yet: the Malayalam site will show the English one.')
    expect(note('en', false, false)).toBe(
      'Write the title in English or in Malayalam: the record needs one of them to be published.',
    )
    expect(note('en', false, null)).toBeNull()
  })
})
