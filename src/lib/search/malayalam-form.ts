/**
 * Malayalam as the search compares it. The same word reaches the site written three ways: typed on
 * a phone (`സ്കൂൾ`), with zero-width joiners that Tesseract's Malayalam model and some keyboards
 * put where print has none (`സ്‌കൂൾ`, U+200C after the virama), and with a chillu in the old
 * encoding (`ന്‍`, consonant + virama + U+200D, before Unicode 5.1's atomic `ൻ`). The joiners
 * change only how a conjunct is drawn, never the word, but both databases' tokenizers cut words at
 * them; so the index's text and the visitor's words are both read in one form: NFC, atomic chillus,
 * no joiners. Browser-safe (terms.ts runs in the page's form too).
 */

/** Old-style chillu (consonant, virama, ZWJ) to the atomic chillu Unicode 5.1 added. */
const CHILLU: Record<string, string> = {
  ണ: '\u0D7A', // ൺ
  ന: '\u0D7B', // ൻ
  ര: '\u0D7C', // ർ
  ല: '\u0D7D', // ൽ
  ള: '\u0D7E', // ൾ
  ക: '\u0D7F', // ൿ
}

const OLD_CHILLU = /([ണനരലളക])\u0D4D\u200D/g
const JOINERS = /[\u200C\u200D]/g

export function searchForm(text: string): string {
  return text
    .normalize('NFC')
    .replace(OLD_CHILLU, (_, consonant: string) => CHILLU[consonant])
    .replace(JOINERS, '')
}
