import { SCHOOL_ML } from '../../../src/seed/malayalam'
import { SCHOOL } from '../../../src/seed/profile'

/**
 * A second school with JRSBKL's starting profile under its own code and name, served by host at
 * 127.0.0.1 (the address the browser tests visit). With E2E_SECOND_SCHOOL=1 the visitors' browser
 * tests run again against it (tests/e2e/seed-second-school.ts seeds it before the server starts):
 * a page that showed the default school's content instead would show the wrong name.
 */
export const SECOND_SCHOOL = { code: 'HOSTB', name: 'St. Second Host School', domains: ['127.0.0.1'] }

/** The browser tests of what visitors see and send, run again for the second school. */
export const SECOND_SCHOOL_SPECS = [
  'smoke',
  'home',
  'pages',
  'data-pages',
  'contact',
  'career',
  'admission',
  'tc',
  'discovery',
  'inbox',
  'malayalam',
  'search',
]

export const SECOND_SCHOOL_PASS = /^(1|true|yes)$/i.test(process.env.E2E_SECOND_SCHOOL || '')

/**
 * The school the browser tests visit: JRSBKL as SCHOOL_CODE, or the second school by host. Its
 * name and town on the Malayalam site: the profile's Malayalam for JRSBKL; the second school, named
 * otherwise, keeps its English name, town and address together (seed/in-malayalam.ts).
 */
export const SCHOOL_UNDER_TEST = SECOND_SCHOOL_PASS
  ? {
      ...SCHOOL,
      ...SECOND_SCHOOL,
      copyrightHolder: SECOND_SCHOOL.name,
      inMalayalam: { name: SECOND_SCHOOL.name, town: SCHOOL.town },
    }
  : { ...SCHOOL, inMalayalam: { name: SCHOOL_ML.name, town: SCHOOL_ML.town } }
