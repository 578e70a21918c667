import config from '@payload-config'
import { getPayload } from 'payload'

/** The one Payload instance of this server process (Payload caches it across calls). */
export const payloadClient = () => getPayload({ config })
