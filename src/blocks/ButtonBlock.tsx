import { MenuLink } from '@/components/MenuLink'
import { langOf } from '@/lib/content/in-locale'

import type { BlockOf } from './types'

/** A link drawn as a button, to a page of the site or elsewhere, checked like the menus' links. */
export function ButtonBlock({ block }: { block: BlockOf<'button'> }) {
  return (
    <p>
      <MenuLink href={block.link} lang={langOf(block, 'label')} className="btn-primary inline-block px-5 py-2.5">
        {block.label}
      </MenuLink>
    </p>
  )
}
