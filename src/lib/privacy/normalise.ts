/** How a person's address and number compare, wherever they are looked up (person look-up, duplicates). */

/** Addresses compare without case or surrounding spaces. */
export const normaliseEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')

/**
 * Numbers compare by their digits, the last ten of them: "+91 98470 12345", "098470-12345" and
 * "9847012345" are one phone.
 */
export const normalisePhone = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '').slice(-10) : '')
