import fs from 'node:fs'
import path from 'node:path'

import webpush from 'web-push'

import { env } from '../platform/env'

export type VapidKeys = { publicKey: string; privateKey: string }

let kept: VapidKeys | undefined

/**
 * The key pair the server signs its pushes with (VAPID, RFC 8292). A phone's subscription is bound
 * to the public key it was made with, so the pair must never change: VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set, otherwise one generated the first time and kept in DATA_DIR, as
 * PAYLOAD_SECRET is.
 */
export function vapidKeys(): VapidKeys {
  if (env.vapidKeys) return env.vapidKeys
  if (kept) return kept
  const file = path.join(env.dataDir, 'vapid-keys.json')
  const read = (): VapidKeys => JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys
  try {
    kept = read()
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true })
    const made = webpush.generateVAPIDKeys()
    try {
      // 'wx' so that two processes starting at once keep the first one's pair.
      fs.writeFileSync(file, JSON.stringify(made) + '\n', { flag: 'wx', mode: 0o600 })
      kept = made
    } catch {
      kept = read()
    }
  }
  return kept
}

/**
 * Who the push services may write to about this server's pushes (VAPID's `sub`, a mailto: or
 * https: address; Apple's refuses anything else): the site's https address, else the sender's mail
 * address, else the office's.
 */
export function vapidSubject(): string {
  if (env.serverUrl?.startsWith('https://')) return new URL(env.serverUrl).origin
  const address = /<([^>]+)>/.exec(env.mailFrom ?? '')?.[1] ?? env.mailFrom ?? env.officeEmail
  return `mailto:${address ?? 'webmaster@localhost'}`
}
