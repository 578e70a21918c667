import type { Page } from '@/payload-types'

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
