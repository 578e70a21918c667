/**
 * Malayalam for the English texts of the pages' own client components (the error page), by their
 * English words; see ../../text-table.ts.
 */
export const PAGES_UI_ML: Record<string, string> = {
  'Something went wrong on our side': 'ക്ഷമിക്കണം, ഞങ്ങളുടെ ഭാഗത്ത് ഒരു തകരാർ സംഭവിച്ചു',
  'This page could not be shown just now. Please try again in a moment.':
    'ഈ പേജ് ഇപ്പോൾ കാണിക്കാനായില്ല. അൽപസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.',
  'Try again': 'വീണ്ടും ശ്രമിക്കുക',
  'Go to the home page': 'പൂമുഖത്തേക്ക് പോകുക',
}
