/** What the preview route tells a member it turns away (lib/preview/open.ts). */
export const PREVIEW_REFUSED = {
  badRequest: 'Say which record to preview: /preview?collection=news&id=12.',
  signIn: 'Sign in at /admin as staff of this school to preview drafts.',
  otherSchool: "Only this school's own staff preview its drafts. Open /admin at your own school's address.",
  notFound: 'There is no such record of this school.',
  elsewhere: "This record belongs to another school: preview it from /admin at that school's address.",
} as const
