import { describe, expect, it } from 'vitest'

import { markedHtml, markedParts, plainOf } from '@/lib/search/search'
import { MARK_END, MARK_START } from '@/lib/search/store'
import { MAX_TERMS, checkedQuery, searchTerms } from '@/lib/search/terms'

describe("a visitor's search as words", () => {
  it('keeps a Malayalam word whole, vowel signs and virama included, and matches it as a prefix', () => {
    expect(searchTerms('വിദ്യാലയം പരീക്ഷ')).toEqual([
      { word: 'വിദ്യാലയം', prefix: true },
      { word: 'പരീക്ഷ', prefix: true },
    ])
  })

  it('reads a Malayalam word in one form: no joiners, atomic chillus, whatever was typed or scanned', () => {
    const typed = searchTerms('സ്കൂളിന് അവധി പെറുക്കാൻ')
    expect(searchTerms('സ്\u200Cകൂളിന്\u200C അവധി പെറുക്കാന്\u200D')).toEqual(typed)
    expect(typed.map((t) => t.word)).toEqual(['സ്കൂളിന്', 'അവധി', 'പെറുക്കാൻ'])
  })

  it('lower-cases English, drops syntax, repeats and words beyond the limit', () => {
    expect(searchTerms('"Fees" OR fees* NEAR(a%b)')).toEqual([
      { word: 'fees', prefix: false },
      { word: 'or', prefix: false },
      { word: 'near', prefix: false },
      { word: 'a', prefix: false },
      { word: 'b', prefix: false },
    ])
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_TERMS)
  })

  it('refuses what is too long or has no word', () => {
    expect(checkedQuery('a'.repeat(201))).toEqual({ problem: 'tooLong' })
    expect(checkedQuery(` ${'a'.repeat(200)} `)).toMatchObject({ query: 'a'.repeat(200) })
    expect(checkedQuery('"*%')).toEqual({ problem: 'noWords' })
    expect(checkedQuery(undefined)).toEqual({ problem: 'noWords' })
  })
})

describe('marked text', () => {
  it('splits the database’s marks into parts, closing one left open', () => {
    const text = `…the ${MARK_START}fee${MARK_END} is due, ${MARK_START}fees${MARK_END} and ${MARK_START}cut`
    expect(markedParts(text)).toEqual([
      { text: '…the ', mark: false },
      { text: 'fee', mark: true },
      { text: ' is due, ', mark: false },
      { text: 'fees', mark: true },
      { text: ' and ', mark: false },
      { text: 'cut', mark: true },
    ])
    expect(plainOf(markedParts(text))).toBe('…the fee is due, fees and cut')
  })

  it('escapes the text around the marks as HTML', () => {
    expect(markedHtml(markedParts(`<b>&${MARK_START}"x"${MARK_END}`))).toBe('&lt;b&gt;&amp;<mark>&quot;x&quot;</mark>')
  })
})
