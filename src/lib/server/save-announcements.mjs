// @ts-check
/**
 * How a save made on one instance reaches the pages every other instance's HTTP server keeps
 * (kept-pages.mjs): the instance that saved publishes on a Redis channel of this installation,
 * and each server listens on it. While a server listens, its kept pages can live as long as on a
 * lone SQLite server, where every save is made in the same process; while it cannot (Redis away,
 * not yet subscribed) it keeps them for a second only, as before there was a channel. Plain
 * JavaScript: the server runs it without a build step.
 */
import { cacheNamespace } from './cache-namespace.mjs'
import { connectRedis } from './redis-connect.mjs'

/** The channel of this installation's saves (two installations sharing a Redis do not hear each other). */
export const savesChannel = () => `${cacheNamespace()}:saves`

/**
 * @typedef {{ publish(channel: string, message: string): Promise<unknown> }} Publisher
 * @param {Promise<Publisher>} client the app's shared Redis connection
 * @param {string} what the school's tag the save cleared (for whoever watches the channel)
 */
export async function announceSave(client, what) {
  try {
    await (await client).publish(savesChannel(), what)
  } catch {
    // Redis is away: the listeners lost their subscription too, and keep pages for a second only
    // until they are back (listenForSaves).
  }
}

/**
 * Listens, on a connection of its own (a subscribed connection can do nothing else), for the
 * saves any instance announces.
 * @param {string} url REDIS_URL
 * @param {{ onSave: () => void, onListening: (listening: boolean) => void }} handlers `onSave` for
 *   each save announced; `onListening` each time the subscription is made or lost (saves announced
 *   meanwhile were missed).
 */
export async function listenForSaves(url, { onSave, onListening }) {
  const client = await connectRedis(url, 'saves')
  let subscribed = false
  let listening = false
  /** @param {boolean} now */
  const tell = (now) => {
    if (now !== listening) onListening((listening = now))
  }
  const subscribe = async () => {
    try {
      // After a reconnection node-redis subscribes again by itself, before it is ready.
      if (!subscribed) await client.subscribe(savesChannel(), () => onSave())
      subscribed = true
      tell(true)
    } catch {
      tell(false)
    }
  }
  client.on('ready', () => void subscribe())
  client.on('reconnecting', () => tell(false))
  client.on('end', () => tell(false))
  client.on('error', () => tell(false))
  if (client.isReady) await subscribe()
  return client
}
