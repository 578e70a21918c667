import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { formFields, GUARDIAN_QUESTION } from '@/collections/Forms/read'
import { admissionSchema } from '@/forms/admission'
import { careerSchema } from '@/forms/career'
import { contactSchema } from '@/forms/contact'
import { checkAnswers } from '@/forms/office-form'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'
import type { PrivacyForm } from '@/forms/privacy'
import { NOT_PERSONAL, PRIVACY_ITEMS } from '@/forms/privacy-items'
import { privacyRequestSchema } from '@/forms/privacy-request'
import { subscribeSchema } from '@/forms/subscribe'
import { tcSchema } from '@/forms/tc'
import { officeFormNotice, privacyText } from '@/i18n/privacy-text'

/** Each form's notice names what it collects item by item, from the form's own fields; a form about a child ends with the guardian's declaration. */

/** The object under a schema's refinements and transforms. */
const fieldsOf = (schema: z.ZodType): string[] => {
  const def = (schema as unknown as { def: { type: string; in?: z.ZodType; shape?: object } }).def
  if (def.shape) return Object.keys(def.shape)
  if (def.in) return fieldsOf(def.in)
  throw new Error(`no fields in a ${def.type}`)
}

const SCHEMAS: Record<PrivacyForm, z.ZodType> = {
  contact: contactSchema,
  career: careerSchema,
  admission: admissionSchema,
  tc: tcSchema,
  subscribe: subscribeSchema,
  privacyRequest: privacyRequestSchema,
}

describe('itemised notices', () => {
  it.each(Object.keys(SCHEMAS) as PrivacyForm[])('names each field of the %s form in one item, no other', (form) => {
    const fields = fieldsOf(SCHEMAS[form]).filter((f) => !(NOT_PERSONAL as readonly string[]).includes(f))
    const named = PRIVACY_ITEMS[form].flatMap((i) => i.fields)
    expect([...named].sort()).toEqual([...fields].sort())
  })

  it('lists the items after the notice’s words, the school’s own words too, in both languages', () => {
    const school = { email: 'office@example.org' }
    expect(privacyText(school, 'contact', 'en').text).toMatch(
      /delete them\. What this form collects: your name; e-mail address; phone number; your message and its subject\.$/,
    )
    expect(privacyText(school, 'admission', 'ml').text).toContain('ഈ ഫോമിൽ ശേഖരിക്കുന്നവ: കുട്ടിയുടെ പേര്')
    const own = privacyText({ ...school, privacyNotices: { tc: 'Our words.' } }, 'tc', 'en')
    expect(own).toEqual({
      own: true,
      text: 'Our words. What this form collects: the student’s admission number and name.',
    })
  })

  it('lists an office-built form’s questions, but its declarations', () => {
    const form = {
      title: 'Trip consent',
      fields: [
        { id: 'a', blockType: 'text', label: { en: 'Pupil’s name', ml: 'വിദ്യാർഥിയുടെ പേര്' } },
        { id: 'b', blockType: 'phone', label: { en: 'Parent’s phone' } },
        { id: 'c', blockType: 'declaration', label: { en: 'I agree' } },
      ],
    }
    expect(officeFormNotice(form, 'en')).toMatch(/What this form collects: Pupil’s name; Parent’s phone\.$/)
    expect(officeFormNotice(form, 'ml')).toMatch(/ശേഖരിക്കുന്നവ: വിദ്യാർഥിയുടെ പേര്, Parent’s phone\.$/)
  })
})

describe('a form about a child', () => {
  const questions = [{ id: 'q1', blockType: 'text', label: 'Pupil’s name' }]

  it('ends with the declaration that the person is the child’s parent or lawful guardian and an adult, which must be ticked and is kept', () => {
    expect(formFields(questions, 'en').map((f) => f.id)).toEqual(['q1'])
    const fields = formFields(questions, 'ml', {}, true)
    expect(fields.at(-1)).toMatchObject({
      id: GUARDIAN_QUESTION,
      kind: 'declaration',
      label: OFFICE_FORM_MESSAGES.ml.guardian,
    })
    const refused = checkAnswers(fields, { 'q-q1': 'Anna' }, 'ml')
    expect(Object.values(refused.errors)).toEqual([
      OFFICE_FORM_MESSAGES.ml.declaration(OFFICE_FORM_MESSAGES.ml.guardian),
    ])
    const taken = checkAnswers(fields, { 'q-q1': 'Anna', [`q-${GUARDIAN_QUESTION}`]: 'on' }, 'ml')
    expect(taken.errors).toEqual({})
    expect(taken.answers.at(-1)).toMatchObject({
      field: GUARDIAN_QUESTION,
      value: true,
      label: OFFICE_FORM_MESSAGES.ml.guardian,
    })
  })
})
