import { LISTS } from '@/lib/content/content-lists'
import { datedListing } from '@/lib/content/listing'
import type { Gallery } from '@/payload-types'

/** /Gallery and /SubGallery: photo galleries only (achievements live on the home page). */
export const galleryListing = datedListing<Gallery>(LISTS.photoGalleries, 'date')

/** Any gallery entry, achievements included, for /SubGallery?id= (the home page links achievements there). */
export const anyGalleryEntry = datedListing<Gallery>(LISTS.gallery, 'date').item
