import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type SanitizedConfig } from 'payload'

import { scopeInternalCollections } from './access/internal-collections'
import { collections } from './collections'
import { Users } from './collections/Users'
import { backupEndpoints } from './endpoints/backups'
import { personDataEndpoints } from './endpoints/person-data'
import { searchIndexEndpoints } from './endpoints/search-index'
import { secondFactorEndpoints } from './endpoints/second-factor'
import { PlatformSettings } from './globals/PlatformSettings'
import { secondFactorOnEverySession } from './lib/accounts/second-factor-sessions'
import { fieldErrorsInAnswer } from './hooks/field-errors'
import { SIGN_IN_REFUSED } from './hooks/sign-in-throttle'
import { recordIdsEverywhere } from './hooks/record-ids'
import { everyRequestInALanguage } from './hooks/request-locale'
import { uploadRefusalsInAnswer } from './hooks/upload-errors'
import { refusalsInAnswer } from './hooks/refusals'
import { env, payloadSecret, sqliteFile } from './lib/platform/env'
import { bucketStorage } from './lib/files/bucket'
import { limitedSharp } from './lib/files/limited-sharp'
import { isJobRunner, jobsSchedule } from './lib/platform/job-runner'
import { STAFF_UPLOAD_MAX_BYTES } from './lib/server/http-policy.mjs'
import { serialisedWrites } from './lib/platform/sqlite-writes'
import { withAfterCommit } from './lib/platform/after-commit'
import { staffMail } from './lib/platform/staff-mail'
import { alertEndedTask } from './jobs/alert-ended'
import { backupTask } from './jobs/backup'
import { disclosureFilesTask } from './jobs/disclosure-files'
import { plannerStatisticsTask } from './jobs/planner-statistics'
import { retentionTask } from './jobs/retention'
import { privacyRemindersTask } from './jobs/privacy-reminders'
import { searchRebuildTask } from './jobs/search-rebuild'
import { announceTask, sendMailTask } from './jobs/notifications'
import { admissionMailTask } from './jobs/admission-mail'
import { postgresIndexes, sqliteIndexes } from './lib/platform/schema-indexes'
import { videoPicturesTask } from './jobs/video-pictures'
import { isPlatformAdmin } from './access/roles'
import { DATE_TIME_FORMAT, dayMonthYearDates } from './fields/date-formats'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from './i18n/locales.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Migrations are committed and applied by scripts/prepare (and the test set-up); the schema is
// never pushed, so what runs in production is exactly what was reviewed.
// Caches are cleared once a save commits (lib/platform/after-commit.ts), on either database.
const database = () => withAfterCommit(openDatabase())

const openDatabase = () =>
  env.usesPostgres
    ? postgresAdapter({
        pool: { connectionString: env.databaseUrl },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        push: false,
        afterSchemaInit: [postgresIndexes],
      })
    : serialisedWrites(
        sqliteAdapter({
          client: { url: `file:${sqliteFile()}` },
          migrationDir: path.resolve(dirname, 'migrations/sqlite'),
          push: false,
          afterSchemaInit: [sqliteIndexes],
          wal: true,
          busyTimeout: 10_000,
          // A failed write (a record and its rows, a file and its record) leaves nothing behind.
          transactionOptions: {},
        }),
      )

const config = buildConfig({
  serverURL: env.serverUrl,
  routes: { api: '/cms-api', admin: '/admin' },
  admin: {
    user: Users.slug,
    // Payload's default asks Gravatar for every staff member's picture, sending it their e-mail's hash.
    avatar: { Component: '/components/admin/branding/InitialsAvatar#InitialsAvatar' },
    meta: { titleSuffix: ' - School website admin' },
    // Dates in lists and headings (created, last changed) as Kerala writes them: 28/11/2026, 1:29 am.
    dateFormat: DATE_TIME_FORMAT,
    // The office works in Kerala's time: a publication scheduled for 10:00 goes out at 10:00 there,
    // whatever the browser's or the server's time zone.
    timezones: {
      supportedTimezones: [{ label: 'India (Kerala)', value: 'Asia/Kolkata' }],
      defaultTimezone: 'Asia/Kolkata',
    },
    importMap: { baseDir: path.resolve(dirname) },
    components: {
      graphics: {
        Logo: '/components/admin/branding/SchoolLogo#SchoolLogo',
        Icon: '/components/admin/branding/SchoolIcon#SchoolIcon',
      },
      beforeNavLinks: [
        '/components/admin/branding/SchoolNavHeader#SchoolNavHeader',
        '/components/admin/school-switcher/SchoolSwitcher#SchoolSwitcher',
      ],
      views: {
        dashboard: { Component: '/components/admin/dashboard/OfficeDashboard#OfficeDashboard' },
        personData: { Component: '/components/admin/PersonDataView#PersonDataView', path: '/person-data' },
        backups: { Component: '/components/admin/backups/BackupsView#BackupsView', path: '/backups' },
        // The web administrator's guide, where the server's warnings on the dashboard lead.
        readme: { Component: '/components/admin/readme/ReadmeView#ReadmeView', path: '/readme' },
        // "Change the menu": the member's school on its Menus tab (lib/office/menu-office.ts).
        menu: { Component: '/components/admin/ChangeMenuView#ChangeMenuView', path: '/menu' },
        // The records still to write in Malayalam, each opening its form with the English beside it.
        translate: { Component: '/components/admin/translate/TranslateView#TranslateView', path: '/translate' },
        // A year's calendar from the office's spreadsheet, previewed before it is stored.
        calendarImport: {
          Component: '/components/admin/calendar/CalendarImportView#CalendarImportView',
          path: '/calendar-import',
        },
        // The season at a glance: a column per step, seats against admissions, bulk moves.
        admissions: {
          Component: '/components/admin/admissions/AdmissionBoardView#AdmissionBoardView',
          path: '/admissions',
        },
        // Shown to a session that still owes its second factor, which Payload counts as nobody.
        secondFactor: {
          Component: '/components/admin/second-factor/SecondFactorView#SecondFactorView',
          path: '/second-factor',
        },
      },
      // The sign-in form, reached with a session that owes its second factor, leads on to it.
      beforeLogin: ['/components/admin/second-factor/OnToSecondFactor#OnToSecondFactor'],
      // A labelled "Sign out" in the header of every page: Payload's own is an icon at the foot of the
      // side menu, which is closed on a phone.
      actions: ['/components/admin/SignOutLink#SignOutLink'],
      afterNavLinks: [
        '/components/admin/ViewSiteLink#ViewSiteLink',
        '/components/admin/translate/TranslateNavLink#TranslateNavLink',
        ...(
          [
            ['/admin/person-data', 'A person’s data', 'nav-person-data', 'school-admin'],
            ['/admin/admissions', 'Admission board', 'nav-admission-board', 'school-admin'],
            ['/admin/backups', 'Backups', 'nav-backups', 'platform-admin'],
          ] as const
        ).map(([href, label, id, role]) => ({
          path: '/components/admin/RoleNavLink#RoleNavLink',
          clientProps: { href, label, id, role },
        })),
      ],
    },
  },
  i18n: {
    translations: {
      en: {
        // One answer to a wrong password, an unknown e-mail and a throttled attempt (hooks/sign-in-throttle.ts).
        error: { emailOrPasswordIncorrect: SIGN_IN_REFUSED },
        general: {
          // The menu that switches a record between English and Malayalam: an office says "language".
          locale: 'Language',
          locales: 'Languages',
          // The account page's heading over the admin's own language and theme ("Payload Settings").
          payloadSettings: 'Admin language and theme',
        },
        // The side menu's icon and the header's link (components/admin/SignOutLink.tsx) in the office's words.
        authentication: { logOut: 'Sign out' },
      },
    },
  },
  email: staffMail,
  endpoints: [...personDataEndpoints, ...backupEndpoints, ...searchIndexEndpoints, ...secondFactorEndpoints],
  hooks: { afterError: [fieldErrorsInAnswer, uploadRefusalsInAnswer, refusalsInAnswer] },
  // A caller's mistake (a filter on a record number with a word in it, a wrong password) is
  // answered with its message and logged as a line, as Payload logs a refused or missing record:
  // at Payload's default, each was an error with its stack, some thirty lines a request.
  loggingLevels: { QueryError: 'info', AuthenticationError: 'info' },
  // Every text a visitor reads is kept in English and Malayalam. Stored without fallback: with
  // `fallback: true` Payload writes English into the Malayalam fields of a draft it saves (its issue
  // #15664); the site falls back to English when it renders (lib/content/in-locale.ts), marked lang="en".
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: false,
  },
  collections,
  globals: [PlatformSettings],
  editor: lexicalEditor(),
  secret: payloadSecret(),
  db: database(),
  sharp: limitedSharp,
  graphQL: { disable: true },
  // The HTTP server refuses a state-changing request with the staff cookie from any site but
  // SERVER_URL, the schools' domains and the address it was sent to (lib/server/request-origin.mjs),
  // before Payload reads it. Payload's own list is a fixed one of exact origins, which can hold
  // neither domains added at run time nor the admin's address without SERVER_URL.
  csrf: [],
  upload: { limits: { fileSize: STAFF_UPLOAD_MAX_BYTES } },
  // Scheduled work runs inside the server (the retention job every night, publishing at the time
  // staff chose, checked every minute), in one instance at a time (lib/platform/job-runner.ts).
  jobs: {
    tasks: [
      retentionTask,
      privacyRemindersTask,
      disclosureFilesTask,
      backupTask,
      alertEndedTask,
      videoPicturesTask,
      plannerStatisticsTask,
      searchRebuildTask,
      announceTask,
      sendMailTask,
      admissionMailTask,
    ],
    // Payload's scheduled publishing queues its jobs on the default queue (checked every JOBS_CHECK_SECONDS).
    autoRun: jobsSchedule(),
    // Jobs that name the same key never run at once (jobs/admission-mail.ts: one application's steps).
    enableConcurrencyControl: true,
    shouldAutoRun: isJobRunner,
    access: { run: ({ req }) => isPlatformAdmin(req.user) },
  },
  // Every date box reads and is typed day/month/year (fields/date-formats.ts).
  plugins: [bucketStorage(), dayMonthYearDates],
  // Every session Payload issues owes its second factor where one is set up or required.
  onInit: secondFactorOnEverySession,
  telemetry: false,
  // Types are generated when the schema changes (npm run migrate:create runs it), not at every
  // start: outside production each start spawned `payload generate:types`, which loaded the config
  // with that start's DATA_DIR, so a test's folder came back after its clean-up.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})

/**
 * Payload adds SERVER_URL to its `csrf` list when it sanitizes the configuration, and then takes the
 * staff cookie only from a request whose Origin is that one address: a school admin signed in on
 * the school's own domain could read the admin but not save (found by the search's rebuild button
 * in the second-school pass, which runs with SERVER_URL). The HTTP server has already let through
 * only SERVER_URL, the schools' domains and the address the request was sent to
 * (lib/server/request-origin.mjs), so Payload's narrower list is emptied again.
 */
const originsCheckedByTheServer = (sanitized: SanitizedConfig): SanitizedConfig => ({ ...sanitized, csrf: [] })

export default config
  .then(scopeInternalCollections)
  .then(recordIdsEverywhere)
  .then(everyRequestInALanguage)
  .then(originsCheckedByTheServer)
