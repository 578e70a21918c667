import type { ReactNode } from 'react'

/**
 * A table that stays a table on wide screens and becomes labelled cards on phones (each cell shows
 * its column name), so nobody has to scroll sideways through 46 rows.
 */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: string[]
  rows: { key: string | number; cells: ReactNode[] }[]
}) {
  return (
    <div className="rounded-lg border border-slate-200 sm:overflow-x-auto">
      <table className="data-table stack">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={columns[i]} data-label={columns[i]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
