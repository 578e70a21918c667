// @ts-check
/**
 * PAYLOAD_SECRET, which signs staff sessions. When the administrator sets none, one is generated
 * once and kept in DATA_DIR so that logins survive restarts and every process of this
 * installation agrees. Plain JavaScript: the HTTP server (scripts/server.mjs) checks sessions'
 * signatures with it without a build step; the app reads it through lib/platform/env.ts.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * @param {string} dataDir DATA_DIR, resolved
 * @param {string | undefined} configured PAYLOAD_SECRET
 */
export function payloadSecretIn(dataDir, configured) {
  if (configured) return configured
  const file = path.join(dataDir, 'payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    try {
      // 'wx' so that two processes starting at once keep the first one's secret.
      fs.writeFileSync(file, secret + '\n', { flag: 'wx', mode: 0o600 })
      return secret
    } catch {
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}
