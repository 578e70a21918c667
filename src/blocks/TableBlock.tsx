import { langOf } from '@/lib/content/in-locale'

import type { BlockOf } from './types'

/**
 * A table as the office typed it, headings first; a wide one scrolls sideways on a phone inside a
 * region the keyboard can reach.
 */
export function TableBlock({ block }: { block: BlockOf<'table'> }) {
  const columns = block.columns ?? []
  if (!columns.length) return null
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200"
      role="region"
      aria-label={block.caption || columns.map((c) => c.heading).join(', ')}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm">
        {block.caption && (
          <caption lang={langOf(block, 'caption')} className="px-3 py-2 text-left font-semibold text-brand">
            {block.caption}
          </caption>
        )}
        <thead className="bg-brand-soft">
          <tr>
            {columns.map((column, i) => (
              <th key={column.id ?? i} scope="col" lang={langOf(column, 'heading')} className="px-3 py-2 font-semibold">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(block.rows ?? []).map((row, r) => (
            <tr key={row.id ?? r} className="border-t border-slate-200">
              {columns.map((column, c) => {
                const cell = row.cells?.[c]
                return (
                  <td key={column.id ?? c} lang={cell ? langOf(cell, 'text') : undefined} className="px-3 py-2">
                    {cell?.text}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
