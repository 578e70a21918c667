/**
 * `npm run docs:save-hooks`: writes docs/save-hooks.md, every hook Payload runs for each collection
 * and global, in the order it runs them, read from the configuration as the running site has it.
 * The hooks are put together in four places (a collection's file and its factory,
 * src/collections/index.ts, plugins, payload.config.ts after Payload sanitises the configuration);
 * the file shows the result in one place. tests/unit/save-hooks.test.ts fails when it is out of date.
 *
 * `-- --out <file>` writes the text elsewhere (the test's copy).
 */
import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import type { Field, SanitizedConfig } from 'payload'
import { format, resolveConfig } from 'prettier'

import { exitWithoutClosing } from './exit-without-closing'

const root = path.resolve(import.meta.dirname, '..')
const SAVE_HOOKS_DOC = path.join(root, 'docs', 'save-hooks.md')

type Hook = (...args: never[]) => unknown
type HookLists = Record<string, unknown>

/**
 * Payload's version, in the file's header: after an upgrade the file is out of date, and whoever
 * writes it again checks this order (and the header's) against the new version's
 * collections/operations/create.js and utilities/update.js first.
 */
const PAYLOAD_VERSION = (
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules/payload/package.json'), 'utf8')) as { version: string }
).version

/** A save's hook lists, in the order Payload runs them (collections/operations/create.js, utilities/update.js). */
const SAVE = [
  { list: 'beforeOperation', level: 'collection' },
  { list: 'beforeValidate', level: 'fields' },
  { list: 'beforeValidate', level: 'collection' },
  { list: 'beforeChange', level: 'collection' },
  { list: 'beforeChange', level: 'fields' },
  { list: 'afterRead', level: 'fields' },
  { list: 'afterRead', level: 'collection' },
  { list: 'afterChange', level: 'fields' },
  { list: 'afterChange', level: 'collection' },
  { list: 'afterOperation', level: 'collection' },
] as const

/** The record's lists that run on other operations, in the order they are listed here. */
const OTHER_COLLECTION_LISTS = [
  'beforeRead',
  'beforeDelete',
  'afterDelete',
  'beforeLogin',
  'afterLogin',
  'afterLogout',
  'afterMe',
  'afterRefresh',
  'afterForgotPassword',
  'me',
  'refresh',
  'afterError',
]
const OTHER_FIELD_LISTS = ['beforeDuplicate']
const FIELD_LISTS = ['beforeValidate', 'beforeChange', 'afterRead', 'afterChange', ...OTHER_FIELD_LISTS]

/** Where each function was written, asked of V8 (the file of its source, not of whoever added it). */
class Origins {
  private session = new Session()
  private files = new Map<string, string>()

  async open() {
    this.session.connect()
    this.session.on('Debugger.scriptParsed', ({ params }) => this.files.set(params.scriptId, params.url))
    // Enabling the debugger reports every script already loaded, the configuration's included.
    await this.session.post('Debugger.enable')
  }

  async of(hook: Hook): Promise<string> {
    const holder = globalThis as { __saveHook?: Hook }
    holder.__saveHook = hook
    const { result } = await this.session.post('Runtime.evaluate', { expression: 'globalThis.__saveHook' })
    delete holder.__saveHook
    const { internalProperties } = await this.session.post('Runtime.getProperties', { objectId: result.objectId! })
    const location = internalProperties?.find((p) => p.name === '[[FunctionLocation]]')?.value?.value as
      { scriptId: string } | undefined
    const url = location && this.files.get(location.scriptId)
    if (!url) return '?'
    // A file of this project by its path; a package's by the package's own path.
    const file = path.relative(root, url.startsWith('file:') ? fileURLToPath(url) : url)
    return file.replace(/^node_modules\//, '')
  }

  close() {
    this.session.disconnect()
  }
}

const hooksOf = (lists: HookLists | undefined, list: string): Hook[] => {
  const hooks = lists?.[list]
  return Array.isArray(hooks) ? (hooks as Hook[]) : []
}

const hookName = (hook: Hook) => hook.name || '(anonymous)'

/**
 * Payload's hooks on every array row's and block's `id` (a new row gets an id, a copied row a new
 * one): two to each of some forty lists, saying nothing of this site; the header mentions them.
 */
const ROW_IDS = 'payload/dist/fields/baseFields/baseIDField.js'

interface FieldHooks {
  path: string
  lists: HookLists
  /** The rich-text editor's own hooks, which Payload runs after the field's. */
  editor?: HookLists
}

/** Every field's hooks, parents before their children, in the order of the form. */
function fieldHooks(fields: Field[], config: SanitizedConfig, parent = ''): FieldHooks[] {
  const found: FieldHooks[] = []
  const join = (name?: string) => (name ? (parent ? `${parent}.${name}` : name) : parent)
  for (const field of fields) {
    const here = join('name' in field ? field.name : undefined)
    const editor = field.type === 'richText' && typeof field.editor === 'object' ? field.editor.hooks : undefined
    if (('hooks' in field && field.hooks) || editor)
      found.push({ path: here, lists: ('hooks' in field && field.hooks) || {}, editor: editor as HookLists })
    if (field.type === 'tabs')
      for (const tab of field.tabs)
        found.push(...fieldHooks(tab.fields, config, 'name' in tab && tab.name ? join(tab.name) : parent))
    else if (field.type === 'blocks')
      for (const block of [...field.blocks, ...(field.blockReferences ?? [])]) {
        const used = typeof block === 'string' ? config.blocks?.find((b) => b.slug === block) : block
        if (used) found.push(...fieldHooks(used.fields, config, `${here}[${used.slug}]`))
      }
    else if ('fields' in field) found.push(...fieldHooks(field.fields, config, here))
  }
  return found
}

/** A table's rows: the list, the field (none for the record's own), the hook and its file. */
type Row = [list: string, field: string, hook: string, file: string]

async function rowsOf(lists: HookLists | undefined, fields: FieldHooks[], origins: Origins) {
  const known = new Set<string>([...SAVE.map((s) => s.list), ...OTHER_COLLECTION_LISTS])
  const unknown = Object.keys(lists ?? {}).filter((list) => !known.has(list) && hooksOf(lists, list).length)
  const unknownField = fields.flatMap((f) =>
    Object.keys(f.lists)
      .filter((list) => !FIELD_LISTS.includes(list) && hooksOf(f.lists, list).length)
      .map((list) => `${f.path}: ${list}`),
  )
  // A list Payload gained in an upgrade is placed by hand, after reading where Payload runs it.
  if (unknown.length || unknownField.length)
    throw new Error(`hook lists this script does not place: ${[...unknown, ...unknownField].join(', ')}`)

  const rows = async (list: string, level: 'collection' | 'fields'): Promise<Row[]> => {
    const found: Row[] = []
    const add = async (hooks: Hook[], field: string) => {
      for (const hook of hooks) {
        const file = await origins.of(hook)
        if (file !== ROW_IDS) found.push([list, field, hookName(hook), file])
      }
    }
    if (level === 'collection') await add(hooksOf(lists, list), '')
    else
      for (const field of fields) {
        await add(hooksOf(field.lists, list), `\`${field.path}\``)
        await add(hooksOf(field.editor, list), `\`${field.path}\` (rich-text editor)`)
      }
    return found
  }
  const save: Row[] = []
  for (const { list, level } of SAVE) save.push(...(await rows(list, level)))
  const other: Row[] = []
  for (const list of OTHER_COLLECTION_LISTS) other.push(...(await rows(list, 'collection')))
  for (const list of OTHER_FIELD_LISTS) other.push(...(await rows(list, 'fields')))
  return { save, other }
}

const table = (rows: Row[]) =>
  [
    '| list | field | hook | written in |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.map((cell) => cell || ' ').join(' | ')} |`),
  ].join('\n')

async function section(
  heading: string,
  lists: HookLists | undefined,
  fields: Field[],
  config: SanitizedConfig,
  origins: Origins,
) {
  const { save, other } = await rowsOf(lists, fieldHooks(fields, config), origins)
  const parts = [`### ${heading}`, '']
  parts.push(save.length ? `A save:\n\n${table(save)}` : 'A save runs no hooks.')
  if (other.length) parts.push('', `Other operations:\n\n${table(other)}`)
  return parts.join('\n')
}

const HEADER = `# What runs on a save

Generated by \`npm run docs:save-hooks\` (scripts/save-hooks.ts) from the configuration as the site
runs it, without a bucket (S3_BUCKET unset): do not edit by hand. \`tests/unit/save-hooks.test.ts\`
fails when this file is out of date.

A collection's hooks are put together in four places: its file under src/collections (most through
a factory in src/collections/factory.ts), src/collections/index.ts, the plugins, and
src/payload.config.ts after Payload sanitises the configuration (where Payload adds its own too).
Each table below is the result. "Written in" is the file of the function's source, which is not
always the file that adds it to the list.

## The order Payload runs them in

A save (create, update, and the update of a draft being published) runs, as Payload ${PAYLOAD_VERSION}'s
\`collections/operations/create.js\` and \`collections/operations/utilities/update.js\` do:

1. \`beforeOperation\` of the collection (before access is checked; it may change the arguments);
2. \`beforeValidate\` of the fields, then of the collection;
3. \`beforeChange\` of the collection, then of the fields (with validation);
4. the database write, and the version where the collection keeps versions;
5. \`afterRead\` of the fields, then of the collection;
6. \`afterChange\` of the fields, then of the collection;
7. \`afterOperation\` of the collection (\`updateByID.js\`, \`create.js\`; a global has none).

Within one list the hooks run one after another, each given what the one before returned. Field
hooks run field by field in the order of the form, a group's or array's own before those of its
fields, a rich-text field's own before its editor's; the fields' hooks are started in that order
but Payload awaits them all together, so one field's hook must not count on another's having
finished. A global's save runs the same lists, without \`afterOperation\`.

Left out: Payload's own hooks on every array row's and block's \`id\` (a new row gets an id, a
copied row a new one), written in \`${ROW_IDS}\`.

A deletion runs \`beforeOperation\`, \`beforeDelete\`, the database delete, \`afterRead\` (fields,
then collection), \`afterDelete\`, then \`afterOperation\`; a read runs \`beforeOperation\`,
\`beforeRead\`, \`afterRead\` (fields, then collection) and \`afterOperation\`. The configuration's
own \`afterError\` hooks run after a collection's, on every failed request.
`

const BUCKET = `With S3_BUCKET set, @payloadcms/storage-s3 keeps the files of the upload collections
in the bucket, and adds its hooks to them (src/lib/files/bucket.ts). Their tables then read:`

async function saveHooksText(config: SanitizedConfig, bucket: SanitizedConfig): Promise<string> {
  const origins = new Origins()
  await origins.open()
  try {
    const parts = [HEADER]
    parts.push('## Collections', '')
    for (const collection of config.collections)
      parts.push(await section(collection.slug, collection.hooks, collection.fields, config, origins), '')
    parts.push('## Globals', '')
    for (const global of config.globals)
      parts.push(await section(global.slug, global.hooks, global.fields, config, origins), '')
    const { other: errors } = await rowsOf({ afterError: config.hooks?.afterError }, [], origins)
    parts.push('## Every request', '', "The configuration's `afterError` hooks, after the collection's own:", '')
    parts.push(table(errors), '')
    parts.push('## With a bucket', '', BUCKET, '')
    for (const collection of bucket.collections.filter((c) => c.upload))
      parts.push(await section(collection.slug, collection.hooks, collection.fields, bucket, origins), '')
    // As the repository's other Markdown is kept, so that the prettier check passes it as written.
    return format(parts.join('\n'), { ...(await resolveConfig(SAVE_HOOKS_DOC)), parser: 'markdown' })
  } finally {
    origins.close()
  }
}

/**
 * The configuration as a fresh installation without PostgreSQL has it, whatever this shell's
 * environment (the file describes the code, not this machine): without a bucket, and again with
 * one. payload.config.ts is evaluated a second time under another address, so that it reads
 * S3_BUCKET again; the collections it is built from are the same modules.
 */
async function neutralConfigs(dataDir: string) {
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = 'save-hooks'
  for (const name of Object.keys(process.env))
    if (name === 'DATABASE_URL' || name.startsWith('S3_')) delete process.env[name]
  const { default: plain } = await import('../src/payload.config')
  const config = await plain
  process.env.S3_BUCKET = 'save-hooks'
  const again = `${pathToFileURL(path.join(root, 'src/payload.config.ts'))}?bucket`
  const bucket = await ((await import(again)) as { default: Promise<SanitizedConfig> }).default
  delete process.env.S3_BUCKET
  return { config, bucket }
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const out = process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1] : SAVE_HOOKS_DOC
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'save-hooks-'))
  try {
    const { config, bucket } = await neutralConfigs(dataDir)
    fs.writeFileSync(out, await saveHooksText(config, bucket))
    if (out === SAVE_HOOKS_DOC) console.log(`[docs:save-hooks] wrote ${path.relative(root, out)}`)
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  exitWithoutClosing()
}
