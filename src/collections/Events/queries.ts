import { LISTS } from '@/lib/content/content-lists'
import { datedListing } from '@/lib/content/listing'
import type { Event } from '@/payload-types'

/** /Events: newest first by date (SPEC §9); months offered are those with events. */
export const eventsListing = datedListing<Event>(LISTS.events, 'date')
