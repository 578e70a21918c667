import Link from 'next/link'

import { README_SECTIONS, readmeHref, type SetupWarning } from '@/lib/platform/setup-warnings'

import './dashboard/office-dashboard.css'

/** Where in the admin the platform admin puts a warning right, when it is done there. */
const WHERE: Partial<Record<SetupWarning['kind'], { label: string; href: string }>> = {
  'second-factor': { label: 'Platform settings', href: '/admin/globals/platform-settings' },
  backup: { label: 'Backups', href: '/admin/backups' },
}

/**
 * The server's warnings for the platform admin (the dashboard, the Backups page): each says what is
 * at risk, then one line for the technician with the README's section that explains it. `on`
 * leaves out the link to the page the warnings are already on.
 */
export function SetupWarnings({ warnings, on }: { warnings: SetupWarning[]; on?: SetupWarning['kind'] }) {
  if (!warnings.length) return null
  return (
    <section className="office-dashboard__setup" aria-labelledby="setup-warnings">
      <h2 id="setup-warnings">The server needs attention</h2>
      <p>Only platform admins see this; the technician who runs the server puts it right.</p>
      <ul>
        {warnings.map((warning) => {
          const where = warning.kind === on ? undefined : WHERE[warning.kind]
          return (
            <li key={warning.fix} className="office-dashboard__warning" data-warning={warning.kind}>
              <p>
                {warning.risk} {where && <Link href={where.href}>{where.label}</Link>}
              </p>
              <p className="office-dashboard__fix">
                For the technician: {warning.fix}{' '}
                <a href={readmeHref(warning.section)}>README: {README_SECTIONS[warning.section]}</a>
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
