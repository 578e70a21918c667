import { LISTS } from '@/lib/content-lists'
import { datedListing } from '@/lib/listing'
import type { News } from '@/payload-types'

/** /News: newest first by fromDate (SPEC §9). */
export const newsListing = datedListing<News>(LISTS.news, 'fromDate')
