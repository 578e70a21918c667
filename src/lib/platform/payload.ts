import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The one Payload instance of this server process (Payload caches it across calls). `cron` starts
 * the jobs queue's schedule (the nightly retention job) with the first request.
 */
export const payloadClient = () => getPayload({ config, cron: true })
