import { langOf } from '@/lib/content/in-locale'

import type { BlockOf } from './types'

/** Questions that open to their answers with no script: the browser's own details element. */
export function FaqBlock({ block }: { block: BlockOf<'faq'> }) {
  const items = block.items ?? []
  if (!items.length) return null
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {items.map((item, i) => (
        <details key={item.id ?? i} className="group px-4 py-3">
          <summary lang={langOf(item, 'question')} className="cursor-pointer font-semibold text-brand">
            {item.question}
          </summary>
          <p lang={langOf(item, 'answer')} className="mt-2 whitespace-pre-line">
            {item.answer}
          </p>
        </details>
      ))}
    </div>
  )
}
