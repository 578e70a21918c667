/**
 * A table from English texts to another language's, for what is written and checked in SPEC's
 * English and only shown translated (the forms' labels and messages: their schemas, shared by the
 * browser, the server and the API, keep SPEC's words). A key may hold `{name}` placeholders for
 * the numbers in a message ("At most {max} characters, please.").
 */
export type TextTable = Readonly<Record<string, string>>

const PLACEHOLDER = /\{(\w+)\}/g

const patterns = new WeakMap<TextTable, [RegExp, string[], string][]>()

function patternsOf(table: TextTable) {
  let found = patterns.get(table)
  if (!found) {
    found = Object.entries(table)
      .filter(([english]) => english.includes('{'))
      .map(([english, translated]) => {
        const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1])
        const source = english
          .split(PLACEHOLDER)
          .map((part, i) => (i % 2 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('')
        return [new RegExp(`^${source}$`), names, translated] as [RegExp, string[], string]
      })
    patterns.set(table, found)
  }
  return found
}

/** The table's text for `english`, with its numbers put back; `english` itself when it has none. */
export function translateText(table: TextTable | undefined, english: string): string {
  if (!table) return english
  const exact = table[english]
  if (exact !== undefined) return exact
  for (const [pattern, names, translated] of patternsOf(table)) {
    const match = pattern.exec(english)
    if (match) return translated.replace(PLACEHOLDER, (_, name: string) => match[1 + names.indexOf(name)] ?? '')
  }
  return english
}
