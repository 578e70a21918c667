/** Kerala's offset from UTC: India keeps one, with no summer time. */
export const KERALA_OFFSET_MINUTES = 5 * 60 + 30

type KeralaTime = {
  hour: number
  minute?: number
  /** 0 for Sunday to 6 for Saturday, in Kerala; every day when left out. */
  weekday?: number
}

/**
 * A time of day in Kerala as a cron of this process's clock. Payload reads every job's cron in the
 * server's own time zone, which is seldom India's: on a server kept in UTC, 02:30 would otherwise
 * run at 08:00 in Kerala, in the school's morning. A weekly time may fall on the day before on the
 * server's clock (Monday 03:00 in Kerala is Sunday 21:30 in UTC), so the weekday moves with it.
 * Reckoned when the server starts: a server whose own zone changes to or from summer time keeps
 * the old offset until it restarts.
 */
export function keralaCron({ hour, minute = 0, weekday }: KeralaTime, today = new Date()): string {
  // Today's date in Kerala, moved forward to the weekday asked for.
  const day = new Date(today.getTime() + KERALA_OFFSET_MINUTES * 60_000)
  if (weekday !== undefined) day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7))
  const at = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute) - KERALA_OFFSET_MINUTES * 60_000,
  )
  return `${at.getMinutes()} ${at.getHours()} * * ${weekday === undefined ? '*' : at.getDay()}`
}

/**
 * The first moment at or after `now` that is `hour`:00 in Kerala (on `weekday`, 0 for Sunday, when
 * given): when the evening's digests are due.
 */
export function nextKeralaTime(now: Date, hour: number, weekday?: number): Date {
  const offset = KERALA_OFFSET_MINUTES * 60_000
  const local = new Date(now.getTime() + offset)
  const at = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour))
  if (weekday !== undefined) at.setUTCDate(at.getUTCDate() + ((weekday - at.getUTCDay() + 7) % 7))
  if (at.getTime() < local.getTime()) at.setUTCDate(at.getUTCDate() + (weekday === undefined ? 1 : 7))
  return new Date(at.getTime() - offset)
}
