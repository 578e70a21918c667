import { getSafeRedirect } from 'payload/shared'

/** The admin's second-factor page (payload.config.ts, admin.components.views.secondFactor). */
export const SECOND_FACTOR_PAGE = '/admin/second-factor'

/** The page's query word for setting one up (again) from a full session: the account page's link. */
export const SET_UP = 'set-up'

/** Where to go once the second factor is given: the page asked for, if it is one of the admin's. */
export const nextPage = (asked: unknown) =>
  getSafeRedirect({ fallbackTo: '/admin', redirectTo: typeof asked === 'string' ? asked : '' })

/** The second-factor page, then on to `next`; `setUp` to set one up (again) from a full session. */
export const secondFactorPage = (next: string, setUp = false) =>
  `${SECOND_FACTOR_PAGE}?${setUp ? `${SET_UP}&` : ''}redirect=${encodeURIComponent(next)}`
