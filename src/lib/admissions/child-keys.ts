import { normalisePhone } from '../privacy/normalise'

/** The child as the office would recognise them twice: name (case and spacing aside) and birthday (YYYY-MM-DD). */
export const childKeyOf = (name: string, dob: string) => `${name.trim().toLowerCase().replace(/\s+/g, ' ')}|${dob}`

/** The parents' numbers as dialled (last ten digits), each once, space-separated for a `like` search. */
export const phoneKeysOf = (phones: { phone?: string | null; phone1?: string | null; phone2?: string | null }) =>
  [...new Set([phones.phone, phones.phone1, phones.phone2].map(normalisePhone).filter((p) => p.length === 10))].join(
    ' ',
  )
