import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The one Payload instance of this server process (Payload caches it across calls). `cron` starts
 * the jobs queue's schedule: the first call is start-up's in-app phase (src/startup/serve.ts), which
 * Next.js runs in app.prepare(), before the server listens, so the nightly jobs run with no visitor.
 */
export const payloadClient = () => getPayload({ config, cron: true })
