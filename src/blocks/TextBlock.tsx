import { RichText } from '@/components/RichText'
import { langOf } from '@/lib/content/in-locale'

import type { BlockOf } from './types'

export function TextBlock({ block }: { block: BlockOf<'text'> }) {
  return <RichText data={block.content} lang={langOf(block, 'content')} />
}
