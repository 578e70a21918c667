/**
 * What every form says beyond its own field messages. Kept free of server code, because the
 * browser shows these too.
 */
export const HONEYPOT_FIELD = 'website'

export const RATE_LIMITED_MESSAGE =
  'Too many submissions from your connection. Please wait a few minutes and try again.'

export const TRY_AGAIN_MESSAGE =
  'Sorry, your form could not be sent because of a problem on our side. Nothing was saved. Please try again in a moment.'
