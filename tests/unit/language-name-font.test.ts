import fs from 'node:fs'

import { expect, it } from 'vitest'

import { LOCALE_NAMES } from '@/i18n/locales.mjs'

import { LANGUAGE_NAME_FONT_CSS, languageNameFontCss } from '../../scripts/language-name-font.mjs'

it('the language switch\'s font is the one its script makes of today\'s "മലയാളം" (else: node scripts/language-name-font.mjs)', async () => {
  const committed = fs.readFileSync(LANGUAGE_NAME_FONT_CSS, 'utf8')
  expect(committed).toBe(await languageNameFontCss())
  // Every letter of the word, and nothing else, is the face's.
  const range = committed.match(/unicode-range: ([^;]+);/)![1].split(', ')
  const letters = [...new Set([...LOCALE_NAMES.ml].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b)
  expect(range.map((cp) => parseInt(cp.replace('U+', ''), 16))).toEqual(letters)
})
