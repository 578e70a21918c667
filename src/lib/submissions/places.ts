import { randomInt } from 'node:crypto'

/**
 * The places of `max` not in `taken`, one of them at random: racing senders seldom pick the same.
 * A place is a number from 1 to a capacity that a unique index keeps to one record, so however
 * many race for the last one, one gets it (form times and limits, admission interaction times).
 */
export function freePlace(taken: readonly (number | null | undefined)[], max: number): number | null {
  const held = new Set(taken)
  const free: number[] = []
  for (let place = 1; place <= max; place++) if (!held.has(place)) free.push(place)
  return free.length ? free[randomInt(free.length)] : null
}
