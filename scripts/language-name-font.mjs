#!/usr/bin/env node
/**
 * Writes the font of the language switch's "മലയാളം" (site's language-name-font.css): Noto Sans
 * Malayalam cut down to the glyphs of that one word, about 1.5 KB, inside the stylesheet.
 *
 * English pages show the word in every header, and do not download the site's Malayalam font for
 * it. Without this, a phone or computer with no Malayalam font shows six empty boxes, and every
 * page's first layout asks the system for a font for each of its letters (docs/performance.md,
 * "What a page's first layout costs").
 *
 *   node scripts/language-name-font.mjs   # after a change of LOCALE_NAMES.ml (a unit test says so)
 */
import fs from 'node:fs'
import path from 'node:path'

import subsetFont from 'subset-font'

import { LOCALE_NAMES } from '../src/i18n/locales.mjs'

const root = path.resolve(import.meta.dirname, '..')
export const LANGUAGE_NAME_FONT_CSS = path.join(
  root,
  'src/app/(site)/[school]/[locale]/(chrome)/language-name-font.css',
)
/** The switch's weight (`btn`: font-semibold). */
const WEIGHT = 600
const SOURCE = path.join(
  root,
  `node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-${WEIGHT}-normal.woff2`,
)

/** The word's code points as a CSS unicode-range, so the face is never used for anything else. */
const unicodeRange = (/** @type {string} */ text) =>
  [...new Set([...text].map((c) => /** @type {number} */ (c.codePointAt(0))))]
    .sort((a, b) => a - b)
    .map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`)
    .join(', ')

/** The stylesheet, from the installed font and the name in src/i18n/locales.mjs. */
export async function languageNameFontCss() {
  const word = LOCALE_NAMES.ml
  const font = await subsetFont(fs.readFileSync(SOURCE), word, { targetFormat: 'woff2' })
  return `/*
 * Written by scripts/language-name-font.mjs; do not edit. Noto Sans Malayalam ${WEIGHT} (SIL Open
 * Font License 1.1, @fontsource/noto-sans-malayalam) with only the glyphs of "${word}", the
 * language switch's label on English pages: legible where the system has no Malayalam font, and no
 * system font looked up for it.
 */
@font-face {
  font-family: 'School Language Name';
  font-style: normal;
  font-weight: ${WEIGHT};
  src: url('data:font/woff2;base64,${font.toString('base64')}')
    format('woff2');
  unicode-range: ${unicodeRange(word)};
}
`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(LANGUAGE_NAME_FONT_CSS, await languageNameFontCss())
  console.log(`[font] ${path.relative(root, LANGUAGE_NAME_FONT_CSS)} written`)
}
