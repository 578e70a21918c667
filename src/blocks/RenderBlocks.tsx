import type { PageBlock } from './types'
import { ButtonBlock } from './ButtonBlock'
import { DocumentsBlock } from './DocumentsBlock'
import { FaqBlock } from './FaqBlock'
import { FormBlock } from './FormBlock'
import { GalleryBlock } from './GalleryBlock'
import { ImageBlock } from './ImageBlock'
import { TableBlock } from './TableBlock'
import { TextBlock } from './TextBlock'
import { VideoBlock } from './VideoBlock'

/** An own page's blocks in the office's order, each drawn by the server by its own component. */
export function RenderBlocks({ blocks, pageTitle }: { blocks: PageBlock[]; pageTitle: string }) {
  return (
    <div className="max-w-3xl space-y-8">
      {blocks.map((block, i) => {
        const key = block.id ?? i
        switch (block.blockType) {
          case 'text':
            return <TextBlock key={key} block={block} />
          case 'image':
            return <ImageBlock key={key} block={block} first={i === 0} pageTitle={pageTitle} />
          case 'gallery':
            return <GalleryBlock key={key} block={block} pageTitle={pageTitle} />
          case 'documents':
            return <DocumentsBlock key={key} block={block} />
          case 'table':
            return <TableBlock key={key} block={block} />
          case 'video':
            return <VideoBlock key={key} block={block} />
          case 'button':
            return <ButtonBlock key={key} block={block} />
          case 'faq':
            return <FaqBlock key={key} block={block} />
          case 'form':
            return <FormBlock key={key} block={block} />
        }
      })}
    </div>
  )
}
