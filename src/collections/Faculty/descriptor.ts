import { join, str, type ContentType } from '../content-type'

/** The teachers, on /Faculties: edited in place (no drafts), searched by name and subject. */
export const faculty = {
  slug: 'faculty',
  drafts: false,
  publicPath: () => '/Faculties',
  search: {
    kind: 'teacher',
    text: (d) => ({ title: str(d.name), body: join(d.designation, d.qualification), date: null }),
  },
  malayalamSource: 'designation',
} as const satisfies ContentType
