import { LISTS } from '@/lib/content/content-lists'
import { datedListing } from '@/lib/content/listing'
import type { News } from '@/payload-types'

/** /News: newest first by fromDate (SPEC §9). */
export const newsListing = datedListing<News>(LISTS.news, 'fromDate')
