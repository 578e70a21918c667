/**
 * SPEC §9: the default toppers session year is the previous calendar year to the current one
 * (in 2026: 2025-2026); when no topper has that session, the latest session that has any.
 */
export function defaultSessionYear(available: string[], now = new Date()): string | null {
  const year = now.getFullYear()
  const preferred = `${year - 1}-${year}`
  if (available.includes(preferred)) return preferred
  return [...available].sort().at(-1) ?? null
}
