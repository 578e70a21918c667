import type { AdminViewServerProps } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { accountsAwaitingPassword, IMPORTED_LINK_HOURS } from '@/lib/accounts/imported-accounts'
import { PERSONAL_LEFT_OUT } from '@/lib/backups/school-export'
import { backupStatus } from '@/lib/backups/status'
import { env } from '@/lib/platform/env'

import { AdminPage } from '../AdminPage'
import { SetupWarnings } from '../SetupWarnings'
import { BackUpNow } from './BackUpNow'
import { ImportedAccounts } from './ImportedAccounts'
import { ImportSchool } from './ImportSchool'

const when = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(at)
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const records = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([collection, n]) => n > 0 && !collection.startsWith('payload-'))
    .reduce((sum, [, n]) => sum + n, 0)

/**
 * /admin/backups: the installation's backups for platform admins (an archive holds every school):
 * what was made and when, what to worry about, "Back up now" and each archive to download.
 */
export async function BackupsView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const status = isPlatformAdmin(req.user) ? await backupStatus() : null
  const schools = status
    ? (
        await req.payload.find({
          collection: 'schools',
          pagination: false,
          depth: 0,
          sort: 'name',
          select: { name: true, code: true },
          overrideAccess: true,
        })
      ).docs
    : []
  const awaiting = status ? await accountsAwaitingPassword(req.payload) : []
  return (
    <AdminPage view={view} title="Backups">
      {!status ? (
        <p>Only a platform admin can see and make backups.</p>
      ) : (
        <>
          <SetupWarnings warnings={status.warnings} on="backup" />
          <p>
            A backup is made every night at {String(env.backupHour).padStart(2, '0')}:00 (Kerala time) into{' '}
            {env.s3 ? (
              <>
                the bucket <code>{env.s3.bucket}</code> under <code>backups/</code>, with the uploaded files
              </>
            ) : (
              <code>DATA_DIR/backups</code>
            )}
            ; the newest of each of the last {env.backupKeep.daily} days, {env.backupKeep.weekly} weeks and{' '}
            {env.backupKeep.monthly} months are kept.
            {!env.s3 && ' Copy them to another machine regularly: a backup on the same disk does not survive the disk.'}
          </p>
          <BackUpNow running={status.running} />
          {status.backups.length === 0 ? (
            <p>No backup has been made yet.</p>
          ) : (
            // On a phone the table scrolls sideways inside its own box instead of widening the page
            // (a zero width with a full minimum keeps the table's width out of the page's).
            <div style={{ marginBlock: 'var(--base)', overflowX: 'auto', width: 0, minWidth: '100%' }}>
              <table className="table">
                <thead>
                  <tr>
                    <th>Made</th>
                    <th>Size</th>
                    <th>Records</th>
                    <th>Encrypted</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {status.backups.map((backup) => (
                    <tr key={backup.name}>
                      <td>{when(backup.createdAt)}</td>
                      <td>{backup.summary ? megabytes(backup.summary.size) : '—'}</td>
                      <td>{backup.summary ? records(backup.summary.counts) : '—'}</td>
                      <td>{backup.summary?.encrypted ? 'Yes' : 'No'}</td>
                      <td>
                        <a href={`/cms-api/backups/download?name=${encodeURIComponent(backup.name)}`} download>
                          Download
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h2 style={{ marginBlock: 'calc(var(--base) * 2) var(--base)' }}>One school</h2>
          <p>
            A school moving to its own server, or back: export it here and import the file on the other installation
            (its pages, news, photos and files, with its domains). The code and domains must not be in use there.
          </p>
          {!env.backupKey ? (
            <p className="office-dashboard__warning" data-warning="school-export">
              {PERSONAL_LEFT_OUT}
            </p>
          ) : (
            <p>
              The export is encrypted with BACKUP_KEY and holds the inbox and staff accounts too: the other installation
              needs the same key.
            </p>
          )}
          <ul data-school-exports style={{ marginBlock: 'var(--base)' }}>
            {schools.map((school) => (
              <li key={school.id}>
                {/* A POST from this page: a link elsewhere cannot start an export with the admin's cookie. */}
                <form
                  method="post"
                  action={`/cms-api/backups/school-export?code=${encodeURIComponent(school.code)}`}
                  style={{ display: 'inline' }}
                >
                  {school.name} ({school.code}) {/* Payload's own button look, for a plain form's button. */}
                  <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
                    Export this school
                  </button>
                </form>
              </li>
            ))}
          </ul>
          <ImportSchool />
          <ImportedAccounts accounts={awaiting} linkHours={IMPORTED_LINK_HOURS} />
        </>
      )}
    </AdminPage>
  )
}
