import { describe, expect, it } from 'vitest'

import { LOCALE_NAMES } from '@/i18n/locales.mjs'
import { MESSAGES } from '@/i18n/messages'
import { uiTextTable, type UiPart } from '@/i18n/messages/ui-text'
import { MALAYALAM_MONTHS } from '@/lib/content/format'
import * as SAMPLE from '@/seed/malayalam'

/** Every text of a catalogue or table, with where it is. */
function texts(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${at}.${key}`))
  return []
}

const PARTS: UiPart[] = ['site', 'contact', 'career', 'admission', 'tc']

/** Every Malayalam text the site shows: the catalogue, the client components' tables, the month names, the sample school's. */
const MALAYALAM_TEXTS: [string, string][] = [
  ...texts(MESSAGES.ml, 'ml'),
  ...PARTS.flatMap((part) => texts(uiTextTable('ml', part), `ui-text.${part}`)),
  ...texts(MALAYALAM_MONTHS, 'months'),
  ['locales', LOCALE_NAMES.ml],
  ...texts(SAMPLE, 'sample'),
]

const MALAYALAM = /[\u0D00-\u0D7F]/

/**
 * A vowel sign or virama with no letter before it (after a space, a hyphen or a placeholder):
 * browsers' shaping draws it on a dotted circle, as `{n}-ാമത്തേത്` did ("3-◌ാമത്തേത്").
 */
const LOOSE_MARK = /(^|[^\p{L}\p{M}\u200C\u200D])(\p{M})/u

/** A chillu written the old way (consonant, virama, zero-width joiner) beside the atomic ones. */
const OLD_CHILLU = /[ണനരലളക]\u0D4D\u200D/

describe('the Malayalam text', () => {
  const malayalam = MALAYALAM_TEXTS.filter(([, text]) => MALAYALAM.test(text))

  it('is all there (a catalogue that lost its Malayalam would pass the checks below)', () => {
    expect(malayalam.length).toBeGreaterThan(700)
  })

  it('never begins a word with a vowel sign or virama', () => {
    const loose = malayalam.filter(([, text]) => LOOSE_MARK.test(text)).map(([at, text]) => `${at}: ${text}`)
    expect(loose).toEqual([])
  })

  it('is in Unicode normal form C, with the atomic chillu letters only', () => {
    const odd = malayalam
      .filter(([, text]) => text.normalize('NFC') !== text || OLD_CHILLU.test(text))
      .map(([at, text]) => `${at}: ${text}`)
    expect(odd).toEqual([])
  })

  it('writes a student one way: വിദ്യാർഥി, as Kerala’s official style does', () => {
    expect(malayalam.filter(([, text]) => text.includes('വിദ്യാർത്ഥി')).map(([at]) => at)).toEqual([])
  })
})
