import type { Page } from '@/payload-types'

import { isPlainObject } from './in-locale'

/** A rich-text document as Payload stores it. */
export type RichTextDoc = NonNullable<Page['body']>

/**
 * Builds the rich-text (Lexical) documents the admin editor uses, from plain blocks: a string is a
 * paragraph, { h } a heading, { ul } a bulleted list. Used by the seed and by tests.
 */
export type TextBlock = string | { h: string } | { ul: string[] }

const text = (value: string) => ({
  type: 'text',
  text: value,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export function richText(blocks: TextBlock[]): RichTextDoc {
  const children = blocks.map((block) => {
    if (typeof block === 'string') return element('paragraph', [text(block)], { textFormat: 0, textStyle: '' })
    if ('h' in block) return element('heading', [text(block.h)], { tag: 'h2' })
    return element(
      'list',
      block.ul.map((item, i) => element('listitem', [text(item)], { value: i + 1 })),
      { listType: 'bullet', start: 1, tag: 'ul' },
    )
  })
  return { root: element('root', children) } as RichTextDoc
}

/** Whether a value is a rich-text document (its stored form, `{ root }`). */
export const isRichText = (value: unknown): value is { root: Record<string, unknown> } =>
  isPlainObject(value) && isPlainObject(value.root)

/** Every text node's text under `node`, in order: the words without their formatting. */
export function textNodes(node: unknown): string[] {
  if (!isPlainObject(node)) return []
  const own = typeof node.text === 'string' ? [node.text] : []
  return [...own, ...(Array.isArray(node.children) ? node.children.flatMap(textNodes) : [])]
}

/** A document's text as paragraphs: one per paragraph or heading, one per item of a list. */
export function paragraphs(doc: unknown): string[] {
  if (!isRichText(doc)) return []
  const blocks = Array.isArray(doc.root.children) ? doc.root.children : []
  return blocks
    .flatMap((block) =>
      isPlainObject(block) && block.type === 'list' && Array.isArray(block.children)
        ? block.children.map((item) => textNodes(item).join(''))
        : [textNodes(block).join('')],
    )
    .filter((text) => text.trim() !== '')
}

/** The words of a rich-text document, for a summary (a page's meta description). */
export function plainText(doc: unknown): string {
  const words: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { text, children, root } = node as { text?: unknown; children?: unknown[]; root?: unknown }
    if (typeof text === 'string') words.push(text)
    if (root) walk(root)
    if (Array.isArray(children)) {
      for (const child of children) walk(child)
      words.push(' ')
    }
  }
  walk(doc)
  return words.join('').replace(/\s+/g, ' ').trim()
}

/** At most `max` characters, cut at a word and marked with an ellipsis when cut. */
export function summary(text: string, max = 160): string {
  if (text.length <= max) return text
  return `${text.slice(0, text.lastIndexOf(' ', max - 1)).replace(/[\s,;:.-]+$/, '')}…`
}
