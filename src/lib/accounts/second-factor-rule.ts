import type { Payload } from 'payload'

import type { Role } from '@/access/roles'
import type { SetupWarning } from '@/lib/platform/setup-warnings'

/**
 * Who must sign in with a second factor: the platform setting "Require a second factor for"
 * (globals/PlatformSettings.ts). A fresh installation says nobody, and the platform admin's
 * dashboard warns until it is raised.
 */
export const REQUIREMENTS = ['nobody', 'admins', 'staff'] as const
export type Requirement = (typeof REQUIREMENTS)[number]

export const REQUIREMENT_LABELS: Record<Requirement, string> = {
  nobody: 'Nobody (a password is enough)',
  admins: 'Admins (platform and school admins)',
  staff: 'All staff (everyone who signs in)',
}

export const DEFAULT_REQUIREMENT: Requirement = 'nobody'

const COVERED: Record<Requirement, readonly Role[]> = {
  nobody: [],
  admins: ['platform-admin', 'school-admin'],
  staff: ['platform-admin', 'school-admin', 'editor'],
}

export const PLATFORM_SETTINGS = 'platform-settings'

/** The setting as stored; the default while nobody has saved the settings. */
export async function requirement(payload: Payload): Promise<Requirement> {
  // Below access and hooks: this is read for every signed-in request (second-factor-sessions.ts).
  const stored = (await payload.db.findGlobal({ slug: PLATFORM_SETTINGS })) as { requireSecondFactor?: unknown } | null
  const value = stored?.requireSecondFactor
  return REQUIREMENTS.includes(value as Requirement) ? (value as Requirement) : DEFAULT_REQUIREMENT
}

/** Whether an account of this role must have a second factor under the setting. */
export const isRequiredFor = (setting: Requirement, role: unknown) => COVERED[setting].includes(role as Role)

/** The dashboard's warning for platform admins while staff sign in with a password alone. */
export const NO_REQUIREMENT_WARNING: SetupWarning = {
  kind: 'second-factor',
  risk: 'Staff sign in with a password alone: whoever learns or guesses one password can open the inbox, with the children’s and parents’ details.',
  fix: 'Settings → Platform settings, “Require a second factor for”: Admins or All staff.',
  section: 'two-factor-sign-in',
}
