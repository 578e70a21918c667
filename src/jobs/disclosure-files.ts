import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  Payload,
  PayloadRequest,
  TaskConfig,
} from 'payload'

import { checkLinks, type LinkCheckOptions } from '@/lib/disclosure/link-check'
import type { LinkProblemRow, LinkReport } from '@/lib/disclosure/link-report'
import { disclosureTargets, fileId } from '@/lib/disclosure/targets'
import { publicFile } from '@/lib/files/object-store'
import { relationId } from '@/lib/platform/relation'
import { audit } from '@/lib/platform/audit'
import { keralaCron } from '@/lib/platform/kerala-cron'
import type { Disclosure, Media } from '@/payload-types'

/**
 * The check of each school's mandatory disclosure that CBSE's inspectors make by clicking: every
 * uploaded file still in the store, every link answering (lib/disclosure/link-check: HEAD then GET,
 * public addresses only). Run each night for every school, and for one school a minute after its
 * office changes a file or link, so that a fixed link leaves the dashboard's list at once. What it
 * finds is kept on the disclosure (`linkCheck`) for the dashboard and the completeness score, and
 * new findings go to the audit log.
 */

export const DISCLOSURE_CHECK_TASK = 'disclosureFiles'
/** Set on the check's own save, the one save that may write `linkCheck`. */
const CHECK_CONTEXT = 'disclosureLinkCheck'

const absolute = (url: string) => /^https?:\/\//i.test(url.trim())

/** Whether an uploaded file is still in the store. */
async function fileIsThere(file: unknown): Promise<boolean> {
  const media = typeof file === 'object' ? (file as Media | null) : null
  return !!media?.filename && (await publicFile(media.filename)) !== null
}

/**
 * The problems with the disclosures' files and links now, per disclosure. Links are asked once
 * for all the disclosures checked together: a thousand schools linking the same CBSE page ask once.
 */
export async function findDisclosureProblems(
  disclosures: Disclosure[],
  options: LinkCheckOptions = {},
): Promise<LinkProblemRow[][]> {
  const targets = disclosures.map((d) => disclosureTargets(d))
  // A site path (/Fee) is one of the school's own pages, which the site itself keeps.
  const urls = targets.flat().flatMap((t) => (t.file == null && absolute(t.url!) ? [t.url!.trim()] : []))
  const answers = new Map((await checkLinks(urls, options)).map((check) => [check.url, check]))
  return Promise.all(
    targets.map(async (list) => {
      const problems: LinkProblemRow[] = []
      for (const t of list) {
        if (t.file != null) {
          if (!(await fileIsThere(t.file)))
            problems.push({
              place: t.place,
              label: t.label,
              file: fileId(t.file),
              message: 'The uploaded file is gone from the store: upload it again.',
            })
          continue
        }
        const check = answers.get(t.url!.trim())
        if (check && !check.ok)
          problems.push({
            place: t.place,
            label: t.label,
            url: t.url!.trim(),
            message: check.message ?? 'The link does not open.',
          })
      }
      return problems
    }),
  )
}

const schoolOf = (d: Pick<Disclosure, 'school'>) => relationId(d.school)

/** Checks the disclosures (one school's, or all) and keeps what each check found on its record. */
export async function checkDisclosures(
  payload: Payload,
  { school, req, ...options }: LinkCheckOptions & { school?: number; req?: Partial<PayloadRequest> } = {},
): Promise<Record<number, LinkProblemRow[]>> {
  const found: Record<number, LinkProblemRow[]> = {}
  const { docs } = await payload.find({
    collection: 'disclosures',
    where: school == null ? undefined : { school: { equals: school } },
    depth: 1,
    pagination: false,
  })
  const problemsOf = await findDisclosureProblems(docs, options)
  for (const [i, disclosure] of docs.entries()) {
    const id = schoolOf(disclosure)
    if (typeof id !== 'number') continue
    const problems = problemsOf[i]
    const before = new Set(
      ((disclosure.linkCheck as LinkReport | null)?.problems ?? []).map((p) => p.message + p.label),
    )
    const report: LinkReport = { checkedAt: new Date().toISOString(), problems }
    await payload.update({
      collection: 'disclosures',
      id: disclosure.id,
      data: { linkCheck: report },
      depth: 0,
      context: { [CHECK_CONTEXT]: true },
    })
    const fresh = problems.filter((p) => !before.has(p.message + p.label))
    if (fresh.length)
      await audit(
        { ...req, payload },
        {
          action: 'disclosure-files',
          school: id,
          detail: `Disclosure check: ${fresh.map((p) => `${p.label}: ${p.message}`).join('; ')}`,
        },
      )
    found[id] = problems
  }
  return found
}

/** `linkCheck` is the check's alone: an office save (whose form holds the value it loaded) keeps the stored one. */
export const keepLinkCheck: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  if (!context[CHECK_CONTEXT]) data.linkCheck = originalDoc?.linkCheck ?? null
  return data
}

const targetsKey = (d: Partial<Disclosure> | undefined) =>
  JSON.stringify(d ? disclosureTargets(d).map((t) => [t.place, t.url?.trim(), fileId(t.file)]) : [])

/** A save that changed a file or link books a check of the school's disclosure for the next minute. */
export const queueDisclosureCheck: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  context,
  req,
  operation,
}) => {
  // A new school's disclosure (the seed's) waits for the night's check.
  if (operation !== 'update' || context[CHECK_CONTEXT] || targetsKey(doc) === targetsKey(previousDoc)) return doc
  const school = schoolOf(doc)
  if (typeof school === 'number') await req.payload.jobs.queue({ task: DISCLOSURE_CHECK_TASK, input: { school }, req })
  return doc
}

/** Every night at 03:00 in Kerala, and for one school after its office changed a link, in the server's jobs queue. */
export const disclosureFilesTask: TaskConfig<{ input: { school?: number }; output: { problems: number } }> = {
  slug: DISCLOSURE_CHECK_TASK,
  label: 'Check the mandatory disclosure’s files and links',
  inputSchema: [{ name: 'school', type: 'number' }],
  schedule: [{ cron: keralaCron({ hour: 3 }), queue: 'default' }],
  retries: 2,
  handler: async ({ input, req }) => {
    const found = await checkDisclosures(req.payload, { school: input?.school ?? undefined, req })
    return { output: { problems: Object.values(found).reduce((n, rows) => n + rows.length, 0) } }
  },
}
