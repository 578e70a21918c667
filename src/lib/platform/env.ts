/*
 * src/lib/platform: what every part runs on: configuration (this file), Payload and the database
 * (payload, prepare, sqlite-writes, relation), Redis and the cache of queries (redis, cache), the
 * job runner (job-runner), logs (log) and mail (mail, staff-mail).
 */
import fs from 'node:fs'
import path from 'node:path'

import { payloadSecretIn } from '../server/payload-secret.mjs'

/**
 * Every environment variable the platform reads, in one place. The README's Configuration section
 * mirrors this file.
 */
export const env = {
  get dataDir(): string {
    return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR || 'data')
  },
  get databaseUrl(): string | undefined {
    return process.env.DATABASE_URL || undefined
  },
  get usesPostgres(): boolean {
    return /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL || '')
  },
  get schoolCode(): string {
    return (process.env.SCHOOL_CODE || 'JRSBKL').toUpperCase()
  },
  /** Demo content is seeded unless explicitly switched off. */
  get demoContent(): boolean {
    return !/^(false|0|no|off)$/i.test(process.env.DEMO_CONTENT || '')
  },
  get adminEmail(): string | undefined {
    return process.env.ADMIN_EMAIL || undefined
  },
  get adminPassword(): string | undefined {
    return process.env.ADMIN_PASSWORD || undefined
  },
  /** smtp://user:pass@host:587 or smtps://…; with MAIL_FROM and OFFICE_EMAIL, submissions are mailed. */
  get smtpUrl(): string | undefined {
    return process.env.SMTP_URL || undefined
  },
  get mailFrom(): string | undefined {
    return process.env.MAIL_FROM || undefined
  },
  get officeEmail(): string | undefined {
    return process.env.OFFICE_EMAIL || undefined
  },
  /**
   * A Redis server shared by every app instance (redis://host:6379): the page and data cache, the
   * API's save counters, rate limits and the job runner's lock. Without it each process keeps its own.
   */
  get redisUrl(): string | undefined {
    return process.env.REDIS_URL || undefined
  },
  /**
   * Every how many seconds the instance running the jobs looks for scheduled publications that are
   * due; its lease on the jobs lasts twice as long (lib/platform/job-runner.ts). A divisor of 60, so that the
   * checks fall on the same seconds of every minute on every instance.
   */
  get jobsCheckSeconds(): number {
    const raw = process.env.JOBS_CHECK_SECONDS || '60'
    const seconds = Number(raw)
    if (!Number.isInteger(seconds) || seconds < 1 || 60 % seconds)
      throw new Error(`JOBS_CHECK_SECONDS must divide 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60), not ${raw}.`)
    return seconds
  },
  /** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads, when S3_BUCKET is set. */
  get s3(): S3Settings | null {
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
  /** The port the server listens on (scripts/start.mjs hands it on), for the setup link without SERVER_URL. */
  get port(): string {
    return process.env.PORT || '3000'
  },
  /**
   * The key of Aadhaar numbers at rest: DATA_KEY, or the contents of the file DATA_KEY_FILE names.
   * Kept outside DATA_DIR (the service's environment, a secrets file), so that a copy of DATA_DIR
   * decrypts nothing.
   */
  get dataKey(): string | undefined {
    if (process.env.DATA_KEY) return process.env.DATA_KEY
    const file = process.env.DATA_KEY_FILE
    if (!file) return undefined
    try {
      return fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim() || undefined
    } catch {
      throw new Error(`DATA_KEY_FILE (${file}) cannot be read.`)
    }
  },
  get dataKeyFile(): string | undefined {
    return process.env.DATA_KEY ? undefined : process.env.DATA_KEY_FILE || undefined
  },
  /** `npm run data-key:rotate`: the key the numbers are under now (default DATA_KEY) and the new one. */
  get dataKeyRotation(): { oldKey?: string; newKey?: string } {
    return { oldKey: process.env.OLD_DATA_KEY || this.dataKey, newKey: process.env.NEW_DATA_KEY || undefined }
  },
  /** The public address, for absolute links in the admin; optional. */
  get serverUrl(): string | undefined {
    return process.env.SERVER_URL || undefined
  },
  /** Staff cookies (the session, draft mode's) are Secure whenever the site is served over https. */
  get secureCookies(): boolean {
    return /^https:\/\//i.test(process.env.SERVER_URL ?? '')
  },
  /**
   * BACKUP_KEY: 32 bytes as 64 hex characters (`openssl rand -hex 32`) that encrypt backups, or
   * undefined. Anything else is refused at once rather than making archives nobody can open.
   */
  get backupKey(): Buffer | undefined {
    const text = process.env.BACKUP_KEY?.trim()
    if (!text) return undefined
    if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error('BACKUP_KEY must be 64 hex characters (openssl rand -hex 32).')
    return Buffer.from(text, 'hex')
  },
  /**
   * What one school's import may unpack (an archive from elsewhere is untrusted: a small gzip can
   * unpack to terabytes): SCHOOL_IMPORT_MAX_MB in all (default 20480), SCHOOL_IMPORT_MAX_FILES
   * (default 200000), SCHOOL_IMPORT_MAX_RECORDS_MB for each collection's JSON (default 256).
   */
  get schoolImportLimits(): { maxBytes: number; maxFiles: number; maxJsonBytes: number } {
    const whole = (name: string, fallback: number) => {
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
  /** The hour of the nightly backup, Kerala time (BACKUP_HOUR, 0-23, default 2). */
  get backupHour(): number {
    const hour = Number(process.env.BACKUP_HOUR ?? 2)
    return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : 2
  },
  /** How many daily, weekly and monthly backups are kept (BACKUP_KEEP, "7,4,6"). */
  get backupKeep(): { daily: number; weekly: number; monthly: number } {
    const [daily, weekly, monthly] = (process.env.BACKUP_KEEP || '7,4,6').split(',').map((n) => Number(n.trim()))
    const count = (n: number, fallback: number) => (Number.isInteger(n) && n >= 0 ? n : fallback)
    return { daily: Math.max(1, count(daily, 7)), weekly: count(weekly, 4), monthly: count(monthly, 6) }
  },
}

export type S3Settings = {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

export const uploadsDir = (collection: string) => path.join(env.dataDir, 'uploads', collection)

export const sqliteFile = () => path.join(env.dataDir, 'school.db')

export const backupsDir = () => path.join(env.dataDir, 'backups')

/**
 * PAYLOAD_SECRET signs sessions; without it, one generated once into DATA_DIR (lib/server/payload-secret.mjs,
 * which the HTTP server reads too, to check sessions' signatures).
 */
export const payloadSecret = (): string => payloadSecretIn(env.dataDir, process.env.PAYLOAD_SECRET)
