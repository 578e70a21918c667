/**
 * What staff see (the admin, CSV, the CMS API) in place of an Aadhaar number this installation's
 * DATA_KEY cannot decrypt, in the office's words. Its own module so that the admin's client code
 * can compare with it without the server's cryptography.
 */
export const UNREADABLE_AADHAAR = 'Cannot be read with this server’s key'
