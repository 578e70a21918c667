import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'

/**
 * The rule for every staff password, however it is set (the create-first-user screen, an account
 * made or changed in the admin or the CMS API, a password reset, ADMIN_PASSWORD at first start).
 * Strength is judged by zxcvbn (@zxcvbn-ts), which knows common passwords, names, words, keyboard
 * walks, dates and l33t spellings, so "Password1234" fails while four plain words pass.
 */
export const PASSWORD_MIN_LENGTH = 12

/** zxcvbn's score 3 of 4: "safely unguessable", about 10^8 guesses and more. */
const MIN_SCORE = 3

/** Longer passwords are allowed; only their first characters are judged (zxcvbn slows down with length). */
const JUDGED_LENGTH = 100

/** What staff see under the password field when a password is refused. */
export const PASSWORD_RULE =
  `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters that is hard to guess: ` +
  'a few unrelated words, or a longer mix of letters, digits and signs. Avoid your name, your e-mail and common passwords.'

let judge: ZxcvbnFactory | undefined
// Built on first use: loading the dictionaries takes about a tenth of a second.
const strength = () =>
  (judge ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: JUDGED_LENGTH,
  }))

/**
 * Why this password may not be used (PASSWORD_RULE, with zxcvbn's own hint when it has one), or
 * null when it is strong enough. `personal` are the account's own words (its e-mail, its name),
 * which count as easy to guess.
 */
export function passwordProblem(password: unknown, personal: unknown[] = []): string | null {
  if (typeof password !== 'string') return PASSWORD_RULE
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE
  const words = personal.flatMap((word) =>
    typeof word === 'string' && word ? [word, ...word.split(/[@.\s_-]+/).filter((part) => part.length > 2)] : [],
  )
  const { score, feedback } = strength().check(password, words)
  if (score >= MIN_SCORE) return null
  return feedback.warning ? `${PASSWORD_RULE} (${feedback.warning})` : PASSWORD_RULE
}
