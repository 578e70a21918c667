import path from 'node:path'
import { Worker } from 'node:worker_threads'

/**
 * The delivery thread (lib/server/delivery-worker.mjs), started when a batch is due and stopped
 * after a minute with nothing to send, so an idle site keeps no second thread. A batch is posted
 * to it and its results come back in the batch's order; if the thread fails, the batches waiting
 * on it fail (their rows are retried) and the next batch starts a new one.
 */
const WORKER_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), 'src/lib/server/delivery-worker.mjs')
const IDLE_MS = 60_000

type Waiting = { resolve: (results: unknown[]) => void; reject: (error: Error) => void }

let worker: Worker | undefined
let idle: NodeJS.Timeout | undefined
let nextId = 0
const waiting = new Map<number, Waiting>()

function stopWhenIdle() {
  clearTimeout(idle)
  if (waiting.size) return
  idle = setTimeout(() => void stopDeliveryThread(), IDLE_MS)
  idle.unref()
}

function failAll(error: Error) {
  for (const { reject } of waiting.values()) reject(error)
  waiting.clear()
  worker = undefined
}

function thread(): Worker {
  if (worker) return worker
  const made = new Worker(WORKER_FILE)
  made.unref()
  made.on('message', ({ id, results, error }: { id: number; results?: unknown[]; error?: string }) => {
    const entry = waiting.get(id)
    waiting.delete(id)
    if (error) entry?.reject(new Error(error))
    else entry?.resolve(results ?? [])
    stopWhenIdle()
  })
  made.on('error', (error) => failAll(error))
  made.on('exit', () => {
    if (worker === made) failAll(new Error('The delivery thread stopped.'))
  })
  worker = made
  return made
}

/** Sends a batch in the delivery thread: mails (nodemailer's options) or pushes; resolves to one result each. */
export function inDeliveryThread<R>(kind: 'mail' | 'push', items: unknown[], settings: object): Promise<R[]> {
  if (!items.length) return Promise.resolve([])
  clearTimeout(idle)
  const id = nextId++
  return new Promise<R[]>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (results: unknown[]) => void, reject })
    thread().postMessage({ id, kind, items, settings })
  })
}

/** Stops the thread (its mail connections with it): when idle, and when tests point SMTP_URL elsewhere. */
export async function stopDeliveryThread(): Promise<void> {
  const stopping = worker
  worker = undefined
  clearTimeout(idle)
  for (const { reject } of waiting.values()) reject(new Error('The delivery thread was stopped.'))
  waiting.clear()
  await stopping?.terminate()
}

/**
 * The sending's share of the machine: after each batch, a pause three times as long as the batch
 * took, so that pages are served at nearly their idle speed while a circular goes to ten thousand
 * parents, which then takes about a minute rather than a quarter of one (figures in decision 0061).
 */
const PAUSE_PER_BATCH_TIME = 3

export const pauseAfterBatch = (startedAt: number) =>
  new Promise((resolve) => setTimeout(resolve, (Date.now() - startedAt) * PAUSE_PER_BATCH_TIME))
