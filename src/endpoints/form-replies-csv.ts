import type { Endpoint, Where } from 'payload'

import type { Answer } from '@/forms/office-form'
import { keralaDateTime } from '@/lib/content/format'
import { csvFileName, dialledPhone, toCsv } from '@/lib/office/csv'
import { wordsIn, type StoredQuestion } from '@/collections/Forms/read'

/** The one form a list's filter names (`where[form][equals]=3`, however nested), if it names one. */
export function filteredForm(where: unknown): string | undefined {
  if (!where || typeof where !== 'object') return undefined
  for (const [key, value] of Object.entries(where)) {
    if (key === 'form' && value && typeof value === 'object' && 'equals' in value) return String(value.equals)
    const inner = Array.isArray(value) ? value.map(filteredForm).find(Boolean) : filteredForm(value)
    if (inner) return inner
  }
  return undefined
}

type Reply = {
  id: number
  createdAt: string
  status: string
  language?: string | null
  slotLabel?: string | null
  notes?: string | null
  answers?: Answer[] | null
  form?: { title?: string } | number | null
  noticeVersion?: { title?: string } | number | null
}

const STATUS: Record<string, string> = {
  new: 'New',
  'in-progress': 'In progress',
  done: 'Done',
  cancelled: 'Cancelled by the sender',
}

/** An answer as a cell: a phone as it is dialled, anything else as its words. */
const cell = (answer: Answer | undefined) =>
  !answer ? '' : answer.kind === 'phone' ? (dialledPhone(answer.text) ?? answer.text) : answer.text

/**
 * GET /cms-api/form-replies/export.csv?where…: the replies as the list shows them, one column per
 * question. Filtered to one form, the columns are its questions in its order (with any question
 * since removed after them); across forms, each question met, by its label.
 */
export const formRepliesCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Sign in first.' }, { status: 401 })
    const where = (req.query?.where ?? {}) as Where
    const replies: Reply[] = []
    let questions: { id: string; label: string }[] = []
    try {
      for (let page = 1; ; page++) {
        const result = await req.payload.find({
          collection: 'form-submissions',
          where,
          sort: '-createdAt',
          depth: 1,
          populate: { forms: { title: true }, 'notice-versions': { title: true } },
          limit: 500,
          page,
          overrideAccess: false,
          user: req.user,
        })
        replies.push(...(result.docs as unknown as Reply[]))
        if (!result.hasNextPage) break
      }
      const formId = filteredForm(where)
      if (formId) {
        const form = await req.payload.findByID({
          collection: 'forms',
          id: formId,
          depth: 0,
          draft: true,
          locale: 'en',
          overrideAccess: false,
          user: req.user,
          select: { fields: true },
          disableErrors: true,
        })
        questions = ((form?.fields ?? []) as StoredQuestion[]).flatMap((q) =>
          q.id ? [{ id: q.id, label: wordsIn(q.label, 'en') }] : [],
        )
      }
    } catch {
      return Response.json({ error: 'You may not export this list.' }, { status: 403 })
    }
    // Questions answered that the form no longer asks (or every form's, across forms), by their label then.
    for (const reply of replies)
      for (const answer of reply.answers ?? [])
        if (!questions.some((q) => q.id === answer.field)) questions.push({ id: answer.field, label: answer.label })
    const header = [
      ...['Number', 'Received', 'Form', 'Status', 'Language', 'Time booked'],
      ...questions.map((q) => q.label),
      ...['Notes', 'Privacy notice agreed to'],
    ]
    const rows = replies.map((r) => [
      String(r.id),
      keralaDateTime(r.createdAt),
      titleOf(r.form),
      STATUS[r.status] ?? r.status,
      r.language === 'ml' ? 'Malayalam' : 'English',
      r.slotLabel ?? '',
      ...questions.map((q) => cell(r.answers?.find((a) => a.field === q.id))),
      r.notes ?? '',
      titleOf(r.noticeVersion),
    ])
    const formId = filteredForm(where)
    const name = csvFileName(formId && /^\d+$/.test(formId) ? `form-${formId}-replies` : 'form-replies')
    return new Response(toCsv(header, rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}

const titleOf = (related: { title?: string } | number | null | undefined) =>
  related && typeof related === 'object' ? (related.title ?? '') : ''
