/**
 * A warning about how the server is set up (its keys, secrets, backups, sign-in rule): something
 * only the platform admin and the technician who runs the server can put right, so only the
 * platform admin's dashboard, the Backups page and the server's log show it. Each module that finds
 * one words it here, in two parts: what is at risk, for a head of school, and one line for the
 * technician, with the README's section that explains it.
 */
export type SetupWarning = {
  /** Names the warning for the browser tests (data-warning). */
  kind: 'data-key' | 'second-factor' | 'backup'
  /** What is at risk, in words a head of school reads. */
  risk: string
  /** For the technician: the variable to set or the command to run. */
  fix: string
  /** The README's section that explains it. */
  section: ReadmeSection
}

/** The README's sections the warnings point to, by their anchor (GitHub's, from the heading). */
export const README_SECTIONS = {
  'the-data-key': 'The data key',
  'two-factor-sign-in': 'Two-factor sign-in',
  'backup-and-restore': 'Backup and restore',
  'encrypted-backups': 'Encrypted backups',
  'backups-with-postgresql': 'Backups with PostgreSQL',
  'the-school-offices-account': "The school office's account",
} as const

export type ReadmeSection = keyof typeof README_SECTIONS

/** The README as the admin shows it (components/admin/readme), at one section. */
export const readmeHref = (section: ReadmeSection) => `/admin/readme#${section}`

/** The warning as one line of the server's log. */
export const logLine = (warning: SetupWarning) =>
  `${warning.risk} ${warning.fix} (README, “${README_SECTIONS[warning.section]}”)`

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export const readmeAnchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
