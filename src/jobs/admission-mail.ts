import type { CollectionAfterChangeHook, TaskConfig } from 'payload'

import { stepMail } from '@/lib/admissions/parent-mail'
import { env } from '@/lib/platform/env'
import { sendMail } from '@/lib/platform/mail'
import { writing } from '@/lib/platform/raw-sql'

import { NOTIFICATIONS_QUEUE } from './notifications'

const ADMISSION_MAIL_TASK = 'admissionMail'

type Step = { id?: string | null; quiet?: boolean | null; mailedAt?: string | null }

/**
 * The parents' mail of one step of an application (registered, interaction scheduled, offered…),
 * on the notifications' queue. The step records when it was mailed, so a retry after a failure
 * never mails twice what was sent.
 */
export const admissionMailTask: TaskConfig<{
  input: { registration: number; step: string }
  output: { sent: number }
}> = {
  slug: ADMISSION_MAIL_TASK,
  label: 'Mail the parents of an application about its new step',
  inputSchema: [
    { name: 'registration', type: 'number', required: true },
    { name: 'step', type: 'text', required: true },
  ],
  retries: 2,
  // One application's steps are mailed one after another, in the order the office took them.
  concurrency: ({ input }) => `admission-mail:${input.registration}`,
  handler: async ({ input, req }) => {
    const { payload } = req
    const doc = await payload.findByID({
      collection: 'admission-registrations',
      id: input.registration,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if ((doc?.history as Step[] | undefined)?.find((h) => h.id === input.step)?.mailedAt) return { output: { sent: 0 } }
    const mail = await stepMail(payload, input.registration, input.step)
    if (!mail) return { output: { sent: 0 } }
    let sent = 0
    for (const to of mail.to)
      if (
        await sendMail({
          to,
          subject: mail.subject,
          text: mail.text,
          language: mail.language,
          replyTo: env.officeEmail,
        })
      )
        sent++
    if (!sent) throw new Error('The parents’ mail was not accepted; it is tried again.')
    // That step's row alone: the list written whole would drop a step the office added meanwhile.
    await writing(payload, ({ sql, run }) =>
      run(
        sql`UPDATE "admission_registrations_history" SET "mailed_at" = ${new Date().toISOString()} WHERE "id" = ${input.step}`,
      ),
    )
    return { output: { sent } }
  },
}

/**
 * A new step of an application books its parents' mail, in the save's own transaction: an
 * application whose save is rolled back (it lost its number's race and tries again) books none.
 * A step the office marked "quietly" books none.
 */
export const queueStepMail: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const steps = (doc.history ?? []) as Step[]
  const before = operation === 'create' ? 0 : ((previousDoc?.history ?? []) as Step[]).length
  const step = steps.at(-1)
  if (steps.length <= before || !step?.id || step.quiet) return doc
  await req.payload.jobs.queue({
    task: ADMISSION_MAIL_TASK,
    queue: NOTIFICATIONS_QUEUE,
    input: { registration: doc.id, step: step.id },
    req,
  })
  return doc
}
