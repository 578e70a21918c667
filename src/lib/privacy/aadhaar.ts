import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'

import { UNREADABLE_AADHAAR } from './aadhaar-unreadable'
import { env, payloadSecret } from '../platform/env'
import type { SetupWarning } from '../platform/setup-warnings'

/**
 * Aadhaar numbers are kept encrypted (AES-256-GCM) and shown masked everywhere; a school admin may
 * reveal one, and each reveal is recorded.
 *
 * The key comes from DATA_KEY, which the administrator keeps outside DATA_DIR, so that a copy of
 * DATA_DIR (a backup, a stolen disk) holds no readable number. Stored as
 * `enc:v2:<key id>.<iv>.<data>`; the key id says which DATA_KEY a number needs. Installations
 * from before DATA_KEY stored `enc:v1:<iv>.<data>` under a key derived from PAYLOAD_SECRET, which
 * lives in DATA_DIR: those stay readable, and are what an installation without DATA_KEY still
 * writes (with a warning in the log and on the platform admin's dashboard) until `npm run data-key:rotate` moves
 * every number to a DATA_KEY.
 */
/** The field every Aadhaar number is stored in (src/fields/aadhaar.ts). */
export const AADHAAR_FIELD = 'aadharCardDetails'

const LEGACY = 'enc:v1:'
const CURRENT = 'enc:v2:'

export { UNREADABLE_AADHAAR }

/** DATA_KEY is random text of at least this many characters (`openssl rand -hex 32` gives 64). */
export const DATA_KEY_MIN_LENGTH = 32

export type AadhaarKey = { id: string; key: Buffer }

const derived = new Map<string, AadhaarKey>()

/** The AES key and its public id, derived from a DATA_KEY. */
export function keyFromDataKey(dataKey: string): AadhaarKey {
  if (dataKey.length < DATA_KEY_MIN_LENGTH)
    throw new Error(`DATA_KEY must be at least ${DATA_KEY_MIN_LENGTH} characters (openssl rand -hex 32).`)
  let found = derived.get(dataKey)
  if (!found) {
    const key = Buffer.from(hkdfSync('sha256', dataKey, 'school-website', 'aadhaar-at-rest v2', 32))
    const id = Buffer.from(hkdfSync('sha256', dataKey, 'school-website', 'aadhaar key id', 6)).toString('base64url')
    found = { id, key }
    derived.set(dataKey, found)
  }
  return found
}

/** The key of `enc:v1:` numbers: derived from PAYLOAD_SECRET, which is kept in DATA_DIR unless set. */
const legacyKey = () => Buffer.from(hkdfSync('sha256', payloadSecret(), 'school-website', 'aadhaar-at-rest', 32))

/** The installation's DATA_KEY, or null when it has none (numbers are then written the old way). */
export const currentDataKey = (): AadhaarKey | null => {
  const dataKey = env.dataKey
  return dataKey ? keyFromDataKey(dataKey) : null
}

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && (value.startsWith(LEGACY) || value.startsWith(CURRENT))

function seal(plain: string, key: Buffer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return `${iv.toString('base64url')}.${body.toString('base64url')}`
}

function open(sealed: string, key: Buffer): string {
  const [iv, body] = sealed.split('.')
  const data = Buffer.from(body ?? '', 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(data.subarray(data.length - 16))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
}

/** Under the given DATA_KEY, else the installation's; without one, the old way. */
export function encryptAadhaar(plain: string, key: AadhaarKey | null = currentDataKey()): string {
  if (!key) return LEGACY + seal(plain, legacyKey())
  return `${CURRENT}${key.id}.${seal(plain, key.key)}`
}

/** A stored number that none of the keys at hand decrypts. */
export class UnreadableAadhaar extends Error {
  constructor() {
    super(UNREADABLE_AADHAAR)
    this.name = 'UnreadableAadhaar'
  }
}

/**
 * The number itself; a value stored before encryption is returned as it is. `keys` are the
 * DATA_KEYs to try (the installation's by default); `enc:v1:` numbers are read with PAYLOAD_SECRET.
 * Throws UnreadableAadhaar when no key fits, never with the value in the message.
 */
export function decryptAadhaar(stored: string, keys: (AadhaarKey | null)[] = [currentDataKey()]): string {
  if (!isEncrypted(stored)) return stored
  try {
    if (stored.startsWith(LEGACY)) return open(stored.slice(LEGACY.length), legacyKey())
    const rest = stored.slice(CURRENT.length)
    const dot = rest.indexOf('.')
    const key = keys.find((k) => k?.id === rest.slice(0, dot))
    if (key) return open(rest.slice(dot + 1), key.key)
  } catch {
    // A wrong key (another PAYLOAD_SECRET) or damaged text: unreadable, as below.
  }
  throw new UnreadableAadhaar()
}

/** The key id a stored number needs (`legacy` for PAYLOAD_SECRET's), for the rotation's report. */
export const keyIdOf = (stored: string): string | null =>
  stored.startsWith(CURRENT) ? stored.slice(CURRENT.length).split('.')[0] : stored.startsWith(LEGACY) ? 'legacy' : null

/** What everyone sees: the last four digits. */
export function maskAadhaar(value: unknown): string {
  const digits = String(value ?? '').replace(/\D/g, '')
  if (!digits) return ''
  return `XXXX XXXX ${digits.slice(-4)}`
}

export const isMasked = (value: unknown) => typeof value === 'string' && /^XXXX XXXX \d{0,4}$/.test(value)

/** What an Aadhaar number is, for a head of school: why its key matters. */
const AT_RISK = 'the Aadhaar numbers of the children registered for admission'

/**
 * The warning for the log and the platform admin's dashboard while numbers are, or would be,
 * encrypted with a key kept in DATA_DIR; null when DATA_KEY is set outside it. Throws on a
 * DATA_KEY that is no key.
 */
export function dataKeyWarning(): SetupWarning | null {
  // A DATA_KEY too short to be a key stops the start here, not at the first registration.
  currentDataKey()
  const file = env.dataKeyFile
  if (file && isInside(file, env.dataDir))
    return {
      kind: 'data-key',
      risk: `Anyone with a copy of the website's data (a backup, an old disk) can read ${AT_RISK}: their key is kept beside them.`,
      fix: `DATA_KEY_FILE (${file}) is inside DATA_DIR: move it outside DATA_DIR.`,
      section: 'the-data-key',
    }
  if (!env.dataKey)
    return {
      kind: 'data-key',
      risk: `Anyone with a copy of the website's data (a backup, an old disk) can read ${AT_RISK}: the key that locks them is kept beside them.`,
      fix: 'DATA_KEY is not set: set it, kept outside DATA_DIR, and run npm run data-key:rotate.',
      section: 'the-data-key',
    }
  return null
}

function isInside(file: string, dir: string) {
  const relative = path.relative(dir, path.resolve(file))
  return !relative.startsWith('..') && !path.isAbsolute(relative)
}

/**
 * The dashboard's warning: the one above, or, with DATA_KEY set, how many numbers are still under
 * PAYLOAD_SECRET's key (kept in DATA_DIR) until `npm run data-key:rotate` moves them.
 */
export async function aadhaarKeyWarning(payload: Payload): Promise<SetupWarning | null> {
  const warning = dataKeyWarning()
  if (warning) return warning
  const collections = payload.config.collections.filter((c) => c.flattenedFields.some((f) => f.name === AADHAAR_FIELD))
  let legacy = 0
  for (const c of collections)
    legacy += (
      await payload.count({
        collection: c.slug as CollectionSlug,
        where: { [AADHAAR_FIELD]: { like: LEGACY } },
        overrideAccess: true,
      })
    ).totalDocs
  return legacy
    ? {
        kind: 'data-key',
        risk: `Anyone with a copy of the website's data (a backup, an old disk) can read ${legacy} of ${AT_RISK}: they are still locked with a key kept beside them.`,
        fix: `${legacy} Aadhaar number(s) are still under the key derived from PAYLOAD_SECRET: run npm run data-key:rotate.`,
        section: 'the-data-key',
      }
    : null
}
