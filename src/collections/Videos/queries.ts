import { LISTS } from '@/lib/content/content-lists'
import { datedListing } from '@/lib/content/listing'
import type { Video } from '@/payload-types'

export const videoListing = datedListing<Video>(LISTS.videos, 'date')
