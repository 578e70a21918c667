import type { Metadata } from 'next'

import { formOnFile, takenPlaces } from '@/collections/Forms/on-file'
import { findForm } from '@/collections/Forms/queries'
import { wordsIn } from '@/collections/Forms/read'
import { formPath } from '@/collections/Forms/descriptor'
import { InnerPage } from '@/components/InnerPage'
import type { Answer } from '@/forms/office-form'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'
import { payloadClient } from '@/lib/platform/payload'
import { relationId } from '@/lib/platform/relation'
import { cancelFormReply, changeFormReplyTime } from '@/lib/submissions/office-form-action'
import { formWindowRefusal } from '@/lib/submissions/office-form'
import { verifyReplyToken } from '@/lib/submissions/reply-link'
import { pageLocale, pageSchool, type SchoolParams } from '@/lib/site/school'
import { ResultBanner } from '@/components/ResultBanner'

/**
 * A reply's own page, reached only by the signed link in its confirmation mail: what was sent,
 * and, while the form is open, "Cancel my reply" and "Change the time". Plain forms: they work
 * without JavaScript. Never cached, and never indexed.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

type ReplyParams = { params: Promise<Awaited<SchoolParams['params']> & { slug: string; token: string }> }

export default async function ReplyPage({ params }: ReplyParams) {
  const [school, locale, { slug, token }] = await Promise.all([pageSchool(params), pageLocale(params), params])
  const say = OFFICE_FORM_MESSAGES[locale]
  const payload = await payloadClient()
  const id = verifyReplyToken(token)
  const form = await findForm(school.id, slug, { published: true })
  const reply =
    id != null && form
      ? await payload.findByID({
          collection: 'form-submissions',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
  const path = `${formPath(slug)}/reply/${token}`
  if (!form || !reply || relationId(reply.form) !== form.id)
    return (
      <InnerPage path={path} section={null} title={form ? wordsIn(form.title, locale) : slug}>
        <p className="max-w-prose font-semibold">{say.reply.badLink}</p>
      </InnerPage>
    )
  const onFile = await formOnFile(payload, form, locale)
  const open = !formWindowRefusal(onFile, locale)
  const slotField = onFile.fields.find((f) => f.kind === 'slot')
  const taken = slotField ? await takenPlaces(payload, form.id) : null
  const free = (slotField?.slots ?? []).filter((s) => s.id !== reply.slot && s.places - (taken?.slots[s.id] ?? 0) > 0)
  const cancelled = reply.status === 'cancelled'
  const title = wordsIn(form.title, locale)
  return (
    <InnerPage path={path} section={null} title={say.reply.heading(title)}>
      <div className="max-w-2xl space-y-6">
        {cancelled && <ResultBanner ok>{say.reply.cancelled}</ResultBanner>}
        <dl className="grid gap-3">
          {((reply.answers ?? []) as Answer[]).map((a) => (
            <div key={a.field}>
              <dt className="text-sm text-muted">{a.label}</dt>
              <dd className="whitespace-pre-line">{a.text}</dd>
            </div>
          ))}
        </dl>
        {!cancelled && !open && <p className="max-w-prose">{say.reply.closedNow}</p>}
        {!cancelled && open && slotField && (
          <form action={changeFormReplyTime.bind(null, slug, token)} className="grid gap-3">
            <fieldset className="grid gap-2">
              <legend className="font-medium">{say.reply.change}</legend>
              {reply.slotLabel && <p className="text-sm text-muted">{say.reply.booked(reply.slotLabel)}</p>}
              {free.length === 0 && <p className="text-sm">{say.reply.noneFree}</p>}
              {free.map((s) => (
                <label key={s.id} className="flex items-center gap-3">
                  <input type="radio" name="slot" value={s.id} required className="h-5 w-5" />
                  <span>{s.label}</span>
                </label>
              ))}
            </fieldset>
            {free.length > 0 && (
              <div>
                <button type="submit" className="btn-primary px-5 py-2.5">
                  {say.reply.change}
                </button>
              </div>
            )}
          </form>
        )}
        {!cancelled && open && (
          <form action={cancelFormReply.bind(null, slug, token)}>
            <button
              type="submit"
              className="rounded-md border border-[#b91c1c] px-5 py-2.5 font-semibold text-[#b91c1c]"
            >
              {say.reply.cancel}
            </button>
          </form>
        )}
      </div>
    </InnerPage>
  )
}
