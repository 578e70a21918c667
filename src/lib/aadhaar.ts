import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import { payloadSecret } from './env'

/**
 * Aadhaar numbers are kept encrypted (AES-256-GCM, key derived from PAYLOAD_SECRET) and shown
 * masked everywhere; a school admin may reveal one, and each reveal is recorded.
 */
const PREFIX = 'enc:v1:'

const key = () => Buffer.from(hkdfSync('sha256', payloadSecret(), 'school-website', 'aadhaar-at-rest', 32))

export const isEncrypted = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX)

export function encryptAadhaar(plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return `${PREFIX}${iv.toString('base64url')}.${body.toString('base64url')}`
}

/** The number itself; a value stored before encryption is returned as it is. */
export function decryptAadhaar(stored: string): string {
  if (!isEncrypted(stored)) return stored
  const [iv, body] = stored.slice(PREFIX.length).split('.')
  const data = Buffer.from(body, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(data.subarray(data.length - 16))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
}

/** What everyone sees: the last four digits. */
export function maskAadhaar(value: unknown): string {
  const digits = String(value ?? '').replace(/\D/g, '')
  if (!digits) return ''
  return `XXXX XXXX ${digits.slice(-4)}`
}

export const isMasked = (value: unknown) => typeof value === 'string' && /^XXXX XXXX \d{0,4}$/.test(value)
