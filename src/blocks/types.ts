import type { CustomPage } from '@/payload-types'

/** One block of an own page, as its component receives it. */
export type PageBlock = NonNullable<CustomPage['layout']>[number]
export type BlockOf<T extends PageBlock['blockType']> = Extract<PageBlock, { blockType: T }>
