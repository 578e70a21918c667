/** A text's English as paragraphs: one for a plain text, one per paragraph of rich text. */
export type EnglishText = string[]

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

function blockTexts(node: unknown): string[] {
  if (!isObject(node)) return []
  if (typeof node.text === 'string') return [node.text]
  const children = Array.isArray(node.children) ? node.children : []
  return [children.map((child) => blockTexts(child).join('')).join('')]
}

/**
 * The English at a form field's path ("title", "items.2.text", "layout.0.content") of the
 * record as read in English: rich text by its paragraphs, list items and headings.
 */
export function englishAt(doc: Record<string, unknown>, path: string): EnglishText {
  let value: unknown = doc
  for (const step of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(step)]
    else if (isObject(value)) value = value[step]
    else return []
  }
  if (typeof value === 'string') return value.trim() ? [value] : []
  if (isObject(value) && isObject(value.root)) {
    const blocks = Array.isArray(value.root.children) ? value.root.children : []
    return blocks
      .flatMap((block) => {
        // A list gives one paragraph per item.
        if (isObject(block) && block.type === 'list' && Array.isArray(block.children))
          return block.children.flatMap(blockTexts)
        return blockTexts(block)
      })
      .filter((text) => text.trim() !== '')
  }
  return []
}
