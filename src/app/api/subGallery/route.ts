import { preflight } from '@/lib/api/http'
import { subGallery } from '@/lib/api/sub-gallery'

/** SPEC §7: GET /api/subGallery?id={id}, one gallery entry (photo gallery or achievement). */
export const GET = subGallery
export const OPTIONS = preflight
