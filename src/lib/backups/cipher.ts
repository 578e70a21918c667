import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'

/**
 * A backup encrypted with BACKUP_KEY: AES-256-GCM from Node's crypto, laid out as MAGIC, a random
 * 12-byte nonce, the ciphertext and GCM's 16-byte tag. The tag authenticates the whole archive,
 * so a wrong key and a changed byte are both found before anything is restored.
 */
const MAGIC = Buffer.from('SCHOOLBK1')
const NONCE_BYTES = 12
const TAG_BYTES = 16
const HEADER_BYTES = MAGIC.length + NONCE_BYTES

export const WRONG_KEY =
  'The archive cannot be opened with this BACKUP_KEY (the key differs, or the archive is damaged).'
export const NEEDS_KEY = 'The archive is encrypted: set BACKUP_KEY to the key it was made with.'

export async function writeEncrypted(source: AsyncIterable<Buffer>, file: string, key: Buffer): Promise<void> {
  const nonce = randomBytes(NONCE_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, nonce)
  await pipeline(
    source,
    cipher,
    async function* (chunks: AsyncIterable<Buffer>) {
      yield Buffer.concat([MAGIC, nonce])
      for await (const chunk of chunks) yield chunk
      // The cipher has ended once its chunks have: its tag is known.
      yield cipher.getAuthTag()
    },
    createWriteStream(file, { mode: 0o600 }),
  )
}

export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r')
  try {
    const head = Buffer.alloc(MAGIC.length)
    await handle.read(head, 0, MAGIC.length, 0)
    return head.equals(MAGIC)
  } finally {
    await handle.close()
  }
}

/** Decrypts into `out`; throws WRONG_KEY when the tag does not match (wrong key or damaged file). */
export async function decryptTo(file: string, out: string, key: Buffer): Promise<void> {
  const { size } = await fs.stat(file)
  if (size < HEADER_BYTES + TAG_BYTES) throw new Error(WRONG_KEY)
  const handle = await fs.open(file, 'r')
  const nonce = Buffer.alloc(NONCE_BYTES)
  const tag = Buffer.alloc(TAG_BYTES)
  try {
    await handle.read(nonce, 0, NONCE_BYTES, MAGIC.length)
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES)
  } finally {
    await handle.close()
  }
  const decipher = createDecipheriv('aes-256-gcm', key, nonce)
  decipher.setAuthTag(tag)
  try {
    await pipeline(
      createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(out, { mode: 0o600 }),
    )
  } catch {
    await fs.rm(out, { force: true })
    throw new Error(WRONG_KEY)
  }
}
