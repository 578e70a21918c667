/**
 * Which backups are kept: the newest of each of the last `daily` days that have one, of each of
 * the last `weekly` weeks and of each of the last `monthly` months (the grandfather-father-son
 * rotation of tape days). Days, weeks and months are the school's, in Kerala time. The newest
 * backup is always kept.
 */
export type Keep = { daily: number; weekly: number; monthly: number }

const TIME_ZONE = 'Asia/Kolkata'

const keralaDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  )

/** The ISO week (Monday first) of a calendar day written as YYYY-MM-DD. */
function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  const weekday = (date.getUTCDay() + 6) % 7
  // The week belongs to the year of its Thursday.
  date.setUTCDate(date.getUTCDate() - weekday + 3)
  const week = Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / (7 * 86_400_000)) + 1
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

export function backupsToKeep<T extends { createdAt: Date }>(backups: T[], keep: Keep): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  const kept = new Set<T>(newestFirst.slice(0, 1))
  const periods = [
    { limit: keep.daily, of: (day: string) => day, seen: new Set<string>() },
    { limit: keep.weekly, of: isoWeek, seen: new Set<string>() },
    { limit: keep.monthly, of: (day: string) => day.slice(0, 7), seen: new Set<string>() },
  ]
  for (const backup of newestFirst) {
    const day = keralaDay(backup.createdAt)
    for (const period of periods) {
      const label = period.of(day)
      if (period.seen.has(label) || period.seen.size >= period.limit) continue
      period.seen.add(label)
      kept.add(backup)
    }
  }
  return kept
}
