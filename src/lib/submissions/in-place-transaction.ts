import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { BadRequest } from './bad-request'

/** How many times a write tries again after another took the same place between its look and its write. */
const ATTEMPTS = 40

const isConflict = (error: unknown) => {
  const errors = (error as { data?: { errors?: { message?: string }[] } })?.data?.errors
  return Array.isArray(errors) && errors.some((e) => /unique/i.test(e?.message ?? ''))
}

/**
 * Runs `write` in a transaction of its own, again (up to ATTEMPTS times) when another write took
 * the same place between its look and its write (a booking's place, the first number of a class:
 * the unique index refused it). A refusal to the
 * visitor (BadRequest) and any other failure end it at once; every failed attempt is rolled back.
 */
export async function inPlaceTransaction<T>(payload: Payload, write: (req: PayloadRequest) => Promise<T>): Promise<T> {
  let lastError: unknown
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const result = await write(req)
      await commitTransaction(req)
      return result
    } catch (error) {
      await killTransaction(req)
      if (error instanceof BadRequest || !isConflict(error)) throw error
      lastError = error
    }
  }
  throw lastError
}
