/**
 * Malayalam for the English texts of home's client components (carousel controls, the
 * notification popup, the highlights marquee…), by their English words; see ../../text-table.ts.
 */
export const HOME_UI_ML: Record<string, string> = {
  // CarouselControls: the label is the carousel's, already in the page's language.
  Pause: 'നിർത്തുക',
  Play: 'തുടരുക',
  // The same buttons' names for screen readers: Malayalam puts the carousel before the verb.
  'Pause {what}': '{what} നിർത്തുക',
  'Play {what}': '{what} തുടരുക',
  'Previous slide of {label}': '{label}: മുമ്പത്തെ സ്ലൈഡ്',
  'Next slide of {label}': '{label}: അടുത്ത സ്ലൈഡ്',
  // HighlightsMarquee
  News: 'വാർത്തകൾ',
  highlights: 'പ്രധാന വാർത്തകൾ',
  // MapOnRequest
  'Show the map': 'മാപ്പ് കാണിക്കുക',
  'From {provider}, when you ask for it': '{provider} മാപ്പ്, നിങ്ങൾ ആവശ്യപ്പെടുമ്പോൾ മാത്രം',
}
