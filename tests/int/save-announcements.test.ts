import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { connectRedis } from '@/lib/server/redis-connect.mjs'
import { announceSave, listenForSaves, savesChannel } from '@/lib/server/save-announcements.mjs'

import { startRedis, type Redis } from '../../scripts/cluster/engines'

/**
 * Saves announced through a real Redis (Debian's redis-server): what lets every instance keep pages
 * a minute (lib/server/kept-pages.mjs). The two instances' own pages are in tests/e2e/cluster.spec.ts.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'save-announcements-'))
let redis: Redis
const closers: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  redis = await startRedis(dir)
}, 60_000)
afterAll(async () => {
  for (const close of closers) await close().catch(() => {})
  await redis?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Resolves once `check` holds, polling; fails with `what` after `ms`. */
async function until(what: string, check: () => boolean, ms = 15_000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('saves announced through Redis', () => {
  it('reach a listener; a lost connection is reported, and once back it hears again', async () => {
    let saves = 0
    const states: boolean[] = []
    const listener = await listenForSaves(redis.url, {
      onSave: () => saves++,
      onListening: (listening) => states.push(listening),
    })
    closers.push(() => listener.close())
    const publisher = connectRedis(redis.url, 'test')
    closers.push(async () => (await publisher).close())
    await until('listening', () => states.at(-1) === true)

    await announceSave(publisher, 'school:1')
    await until('the save is heard', () => saves === 1)

    await redis.stop()
    await until('the loss is reported', () => states.at(-1) === false)
    // Announcing while Redis is away neither throws nor waits.
    await announceSave(publisher, 'school:1')

    await redis.start()
    await until('listening again', () => states.at(-1) === true, 30_000)
    // The publisher reconnects by itself too; once it has, one announcement is heard: the listener
    // said it listens only once its subscription was made again.
    const client = await publisher
    await until('the publisher is back', () => client.isReady, 30_000)
    await announceSave(publisher, 'school:2')
    await until('a save after the outage is heard', () => saves === 2)
    expect(states).toEqual([true, false, true])
  }, 90_000)

  it('are heard only by listeners of the same installation', async () => {
    let heard = 0
    const listener = await listenForSaves(redis.url, { onSave: () => heard++, onListening: () => {} })
    closers.push(() => listener.close())
    // What the listener's own connection receives on its channel, in order: Redis delivers one
    // publisher's messages to one connection in the order sent, so once the second announcement is
    // here the first one would have been too, had it reached this installation's channel.
    const received: string[] = []
    await listener.subscribe(savesChannel(), (message: string) => received.push(message))
    const previous = process.env.DATA_DIR
    process.env.DATA_DIR = path.join(dir, 'another-installation')
    const publisher = connectRedis(redis.url, 'test')
    closers.push(async () => (await publisher).close())
    try {
      await announceSave(publisher, 'another installation')
    } finally {
      if (previous === undefined) delete process.env.DATA_DIR
      else process.env.DATA_DIR = previous
    }
    await announceSave(publisher, 'this installation')
    await until('its own installation’s save is heard', () => received.length > 0 && heard > 0)
    expect(received).toEqual(['this installation'])
    expect(heard).toBe(1)
  })
})
