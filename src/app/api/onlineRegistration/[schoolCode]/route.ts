import { listEndpoint } from '@/lib/api/list-endpoint'

/** SPEC §7: GET /api/onlineRegistration/{schoolCode}; the answer is described in src/lib/api/resources.ts. */
const endpoint = listEndpoint('onlineRegistration')

export const GET = endpoint.GET
export const OPTIONS = endpoint.OPTIONS
