import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, expect, it } from 'vitest'

import { backupStatus, UNENCRYPTED } from '@/lib/backups/status'

const saved = { dataDir: process.env.DATA_DIR, key: process.env.BACKUP_KEY }
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-status-'))

afterAll(() => {
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
  for (const [name, value] of [
    ['DATA_DIR', saved.dataDir],
    ['BACKUP_KEY', saved.key],
  ] as const)
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
})

it('warns, without failing, about a missing, unencrypted or malformed backup setting', async () => {
  delete process.env.BACKUP_KEY
  const [none, unencrypted, ...rest] = (await backupStatus()).warnings
  expect(none).toMatchObject({ kind: 'backup', risk: expect.stringMatching(/^No backup has been made yet: /) })
  expect([unencrypted, ...rest]).toEqual([UNENCRYPTED])
  process.env.BACKUP_KEY = 'not-a-key'
  expect((await backupStatus()).warnings.map((w) => w.fix)).toEqual([
    none.fix,
    'BACKUP_KEY must be 64 hex characters (openssl rand -hex 32).',
  ])
})
