/**
 * Malayalam for the English texts of the lists' client components (filters, the photo lightbox,
 * tabs…), by their English words; see ../../text-table.ts.
 */
export const LISTING_UI_ML: Record<string, string> = {
  // SubGallery's photo grid (a button's words for screen readers).
  'Open photo {n} of {total} of {title}': '{title}: ഫോട്ടോ {n} / {total} തുറക്കുക',
  // The photo lightbox: its buttons, and the names screen readers give its parts.
  'Close photo viewer': 'ഫോട്ടോ വ്യൂവർ അടയ്ക്കുക',
  'Previous photo': 'മുമ്പത്തെ ഫോട്ടോ',
  'Next photo': 'അടുത്ത ഫോട്ടോ',
  'Zoom in': 'വലുതാക്കുക',
  'Zoom out': 'ചെറുതാക്കുക',
  Lightbox: 'ഫോട്ടോ വ്യൂവർ',
  Carousel: 'സ്ലൈഡ് ഷോ',
  'Photo gallery': 'ഫോട്ടോ ഗാലറി',
  Slide: 'സ്ലൈഡ്',
  Caption: 'അടിക്കുറിപ്പ്',
  // A template the lightbox fills itself; English pages keep the lightbox's own "3 of 12".
  'Photo {index} of {total}': 'ഫോട്ടോ {index} / {total}',
}
