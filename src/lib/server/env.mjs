// @ts-check
import fs from 'node:fs'
import path from 'node:path'

/**
 * Every environment variable the platform reads, in one place, with its default: the site, the
 * scripts and the HTTP server (scripts/server.mjs, which Node.js runs without a build, hence plain
 * JavaScript; src/lib/platform/env.ts hands it to the TypeScript side). The README's Configuration
 * section mirrors this file; tests/unit/env-readers.test.ts finds any other reader.
 */
export const env = {
  /** @returns {string} */
  get dataDir() {
    return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR || 'data')
  },
  /** @returns {string | undefined} */
  get databaseUrl() {
    return process.env.DATABASE_URL || undefined
  },
  /** @returns {boolean} */
  get usesPostgres() {
    return /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL || '')
  },
  /** Whether the server may ask other websites (link checks, calendar feeds); `off` keeps it to its own network. @returns {boolean} */
  get outboundRequests() {
    return !/^(false|0|no|off)$/i.test(process.env.OUTBOUND_REQUESTS || '')
  },
  /** @returns {string} */
  get schoolCode() {
    return (process.env.SCHOOL_CODE || 'JRSBKL').toUpperCase()
  },
  /** Demo content is seeded unless explicitly switched off. @returns {boolean} */
  get demoContent() {
    return !/^(false|0|no|off)$/i.test(process.env.DEMO_CONTENT || '')
  },
  /** @returns {string | undefined} */
  get adminEmail() {
    return process.env.ADMIN_EMAIL || undefined
  },
  /** @returns {string | undefined} */
  get adminPassword() {
    return process.env.ADMIN_PASSWORD || undefined
  },
  /** smtp://user:pass@host:587 or smtps://…; with MAIL_FROM and OFFICE_EMAIL, submissions are mailed. @returns {string | undefined} */
  get smtpUrl() {
    return process.env.SMTP_URL || undefined
  },
  /** @returns {string | undefined} */
  get mailFrom() {
    return process.env.MAIL_FROM || undefined
  },
  /** @returns {string | undefined} */
  get officeEmail() {
    return process.env.OFFICE_EMAIL || undefined
  },
  /**
   * A Redis server shared by every app instance (redis://host:6379): the page and data cache, the
   * API's save counters, rate limits and the job runner's lock. Without it each process keeps its own.
   * @returns {string | undefined}
   */
  get redisUrl() {
    return process.env.REDIS_URL || undefined
  },
  /**
   * Every how many seconds the instance running the jobs looks for scheduled publications that are
   * due; its lease on the jobs lasts twice as long (lib/platform/job-runner.ts). A divisor of 60, so that the
   * checks fall on the same seconds of every minute on every instance.
   * @returns {number}
   */
  get jobsCheckSeconds() {
    const raw = process.env.JOBS_CHECK_SECONDS || '60'
    const seconds = Number(raw)
    if (!Number.isInteger(seconds) || seconds < 1 || 60 % seconds)
      throw new Error(`JOBS_CHECK_SECONDS must divide 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60), not ${raw}.`)
    return seconds
  },
  /** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads, when S3_BUCKET is set. @returns {S3Settings | null} */
  get s3() {
    const bucket = process.env.S3_BUCKET
    if (!bucket) return null
    return {
      bucket,
      endpoint: process.env.S3_ENDPOINT || undefined,
      region: process.env.S3_REGION || 'us-east-1',
      accessKeyId: process.env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: /^(true|1|yes|on)$/i.test(process.env.S3_FORCE_PATH_STYLE || ''),
    }
  },
  /** The port the server listens on. @returns {string} */
  get port() {
    return process.env.PORT || '3000'
  },
  /** How the site's libraries run (npm start gives the server `production` unless told otherwise). @returns {string} */
  get nodeEnv() {
    return process.env.NODE_ENV || 'production'
  },
  /**
   * The key of Aadhaar numbers at rest: DATA_KEY, or the contents of the file DATA_KEY_FILE names.
   * Kept outside DATA_DIR (the service's environment, a secrets file), so that a copy of DATA_DIR
   * decrypts nothing.
   * @returns {string | undefined}
   */
  get dataKey() {
    if (process.env.DATA_KEY) return process.env.DATA_KEY
    const file = process.env.DATA_KEY_FILE
    if (!file) return undefined
    try {
      return fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim() || undefined
    } catch {
      throw new Error(`DATA_KEY_FILE (${file}) cannot be read.`)
    }
  },
  /** @returns {string | undefined} */
  get dataKeyFile() {
    return process.env.DATA_KEY ? undefined : process.env.DATA_KEY_FILE || undefined
  },
  /** `npm run data-key:rotate`: the key the numbers are under now (default DATA_KEY) and the new one. @returns {{ oldKey?: string, newKey?: string }} */
  get dataKeyRotation() {
    return { oldKey: process.env.OLD_DATA_KEY || this.dataKey, newKey: process.env.NEW_DATA_KEY || undefined }
  },
  /** PAYLOAD_SECRET, which signs sessions; without it one is generated into DATA_DIR (payload-secret.mjs). @returns {string | undefined} */
  get payloadSecret() {
    return process.env.PAYLOAD_SECRET || undefined
  },
  /** The platform's public address, for absolute links in the admin; optional. @returns {string | undefined} */
  get serverUrl() {
    return process.env.SERVER_URL || undefined
  },
  /** Staff cookies (the session, draft mode's) are Secure whenever the site is served over https. @returns {boolean} */
  get secureCookies() {
    return /^https:\/\//i.test(process.env.SERVER_URL ?? '')
  },
  /** TRUST_PROXY as written: how many proxies in front are trusted (lib/server/http-policy.mjs reads it). @returns {string | undefined} */
  get trustProxy() {
    return process.env.TRUST_PROXY || undefined
  },
  /** PAGE_CACHE_MB, the memory for everything kept of answers (lib/server/memory-budget.mjs): 256 unless set to at least 16. @returns {number} */
  get pageCacheMegabytes() {
    const n = Number(process.env.PAGE_CACHE_MB)
    return Number.isInteger(n) && n >= 16 ? n : 256
  },
  /**
   * Mails to subscribers in one Kerala day (MAIL_DAILY_LIMIT), for providers that cap a day's mail
   * (Gmail: 500, Workspace: 2000); sending pauses until midnight once it is reached. None by default.
   * @returns {number | undefined}
   */
  get mailDailyLimit() {
    const n = Number(process.env.MAIL_DAILY_LIMIT)
    return Number.isInteger(n) && n > 0 ? n : undefined
  },
  /**
   * Mails to subscribers a minute at most (MAIL_RATE_PER_MINUTE), for providers that limit the
   * rate; as fast as the mail server accepts them by default.
   * @returns {number | undefined}
   */
  get mailRatePerMinute() {
    const n = Number(process.env.MAIL_RATE_PER_MINUTE)
    return Number.isInteger(n) && n > 0 ? n : undefined
  },
  /**
   * The web push key pair (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, as `npx web-push generate-vapid-keys`
   * prints them). Without them one is generated once and kept in DATA_DIR; instances that do not
   * share DATA_DIR must be given the same pair, or phones subscribed through one are refused by
   * their push service when another sends.
   * @returns {{ publicKey: string, privateKey: string } | undefined}
   */
  get vapidKeys() {
    const publicKey = process.env.VAPID_PUBLIC_KEY?.trim()
    const privateKey = process.env.VAPID_PRIVATE_KEY?.trim()
    return publicKey && privateKey ? { publicKey, privateKey } : undefined
  },
  /**
   * Push services on a private network the server may send to (PUSH_PRIVATE_NETWORKS, CIDR blocks
   * separated by commas, e.g. 10.0.0.0/8), for a push relay of one's own; by default only public
   * addresses, since a phone's push address is whatever its browser (or anyone) sent.
   * @returns {string[]}
   */
  get pushPrivateNetworks() {
    return (process.env.PUSH_PRIVATE_NETWORKS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  },
  /** Submissions one client may make in ten minutes, per form (FORM_RATE_LIMIT, default 10). @returns {number} */
  get formRateLimit() {
    const n = Number(process.env.FORM_RATE_LIMIT)
    return Number.isInteger(n) && n > 0 ? n : 10
  },
  /**
   * BACKUP_KEY: 32 bytes as 64 hex characters (`openssl rand -hex 32`) that encrypt backups, or
   * undefined. Anything else is refused at once rather than making archives nobody can open.
   * @returns {Buffer | undefined}
   */
  get backupKey() {
    const text = process.env.BACKUP_KEY?.trim()
    if (!text) return undefined
    if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error('BACKUP_KEY must be 64 hex characters (openssl rand -hex 32).')
    return Buffer.from(text, 'hex')
  },
  /**
   * What one school's import may unpack (an archive from elsewhere is untrusted: a small gzip can
   * unpack to terabytes): SCHOOL_IMPORT_MAX_MB in all (default 20480), SCHOOL_IMPORT_MAX_FILES
   * (default 200000), SCHOOL_IMPORT_MAX_RECORDS_MB for each collection's JSON (default 256).
   * @returns {{ maxBytes: number, maxFiles: number, maxJsonBytes: number }}
   */
  get schoolImportLimits() {
    const whole = (/** @type {string} */ name, /** @type {number} */ fallback) => {
      const n = Number(process.env[name])
      return Number.isInteger(n) && n > 0 ? n : fallback
    }
    const MB = 1024 * 1024
    return {
      maxBytes: whole('SCHOOL_IMPORT_MAX_MB', 20480) * MB,
      maxFiles: whole('SCHOOL_IMPORT_MAX_FILES', 200_000),
      maxJsonBytes: whole('SCHOOL_IMPORT_MAX_RECORDS_MB', 256) * MB,
    }
  },
  /** The hour of the nightly backup, Kerala time (BACKUP_HOUR, 0-23, default 2). @returns {number} */
  get backupHour() {
    const hour = Number(process.env.BACKUP_HOUR ?? 2)
    return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : 2
  },
  /** How many daily, weekly and monthly backups are kept (BACKUP_KEEP, "7,4,6"). @returns {{ daily: number, weekly: number, monthly: number }} */
  get backupKeep() {
    const [daily, weekly, monthly] = (process.env.BACKUP_KEEP || '7,4,6').split(',').map((n) => Number(n.trim()))
    const count = (/** @type {number} */ n, /** @type {number} */ fallback) =>
      Number.isInteger(n) && n >= 0 ? n : fallback
    return { daily: Math.max(1, count(daily, 7)), weekly: count(weekly, 4), monthly: count(monthly, 6) }
  },
  /** The bench's empty page (bench/), served only when BENCH_EMPTY_PAGE=1. @returns {boolean} */
  get benchEmptyPage() {
    return process.env.BENCH_EMPTY_PAGE === '1'
  },
}

/**
 * @typedef {object} S3Settings
 * @property {string} bucket
 * @property {string} [endpoint]
 * @property {string} region
 * @property {string} [accessKeyId]
 * @property {string} [secretAccessKey]
 * @property {boolean} forcePathStyle
 */
