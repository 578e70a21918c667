import type { ArrayField } from 'payload'

import { linkField } from '@/fields/link'
import { documentRows, textRows } from '@/fields/rows'
import { revalidateHooks } from '@/hooks/revalidate'
import { keepLinkCheck, queueDisclosureCheck } from '@/jobs/disclosure-files'
import {
  APPENDIX_SECTIONS,
  APPLICABLE_ONLY,
  itemLabel,
  itemsOf,
  RESULT_YEARS,
  type AnswerPlace,
} from '@/lib/disclosure/appendix-ix'
import { DOCUMENT_SECTIONS } from '@/lib/office/disclosure-validity'

import { profileCollection } from './factory'

const items = (place: AnswerPlace) => ({
  items: itemsOf(place).map((item) => ({ value: item.code, label: itemLabel(item) })),
})

const resultRows = (name: 'results' | 'resultsClassX', label: string): ArrayField => ({
  name,
  label,
  type: 'array',
  admin: { description: `A row per year, the last ${RESULT_YEARS} years (CBSE asks for three).` },
  fields: [
    { name: 'year', type: 'number', required: true },
    { name: 'registered', label: 'Registered', type: 'number', required: true, min: 0 },
    { name: 'passed', label: 'Passed', type: 'number', required: true, min: 0 },
    { name: 'remarks', type: 'text' },
  ],
})

/**
 * The mandatory public disclosure of SPEC §2, in the sections of CBSE's Appendix IX
 * (lib/disclosure/appendix-ix.ts): one record per school, updated every year. Its panel in the
 * admin says what CBSE's list still lacks; the nightly check's findings (`linkCheck`) are the
 * server's alone and not public.
 */
export const Disclosures = profileCollection({
  slug: 'disclosures',
  labels: { singular: 'Mandatory disclosure', plural: 'Mandatory disclosure' },
  admin: { useAsTitle: 'title' },
  indexes: [{ fields: ['school'], unique: true }],
  hooks: {
    beforeChange: [keepLinkCheck],
    afterChange: [...revalidateHooks.afterChange, queueDisclosureCheck],
  },
  fields: [
    {
      name: 'completeness',
      type: 'ui',
      admin: { components: { Field: '/components/admin/disclosure/DisclosureCompleteness#DisclosureCompleteness' } },
    },
    { name: 'title', localized: true, type: 'text', required: true, defaultValue: 'Mandatory Public Disclosure' },
    documentRows('sarasLinks', DOCUMENT_SECTIONS.sarasLinks),
    textRows('generalInformation', `A: ${APPENDIX_SECTIONS.A}`, items('generalInformation')),
    documentRows('documents', DOCUMENT_SECTIONS.documents, items('documents')),
    documentRows('academics', DOCUMENT_SECTIONS.academics, items('academics')),
    resultRows('resultsClassX', 'Class X results'),
    resultRows('results', 'Class XII results'),
    textRows('staff', `D: ${APPENDIX_SECTIONS.D}`, items('staff')),
    textRows('infrastructure', `E: ${APPENDIX_SECTIONS.E}`, items('infrastructure')),
    linkField({ name: 'inspectionVideoUrl', label: 'Inspection video link' }),
    {
      name: 'notApplicable',
      label: 'Not applicable to this school',
      type: 'select',
      hasMany: true,
      options: APPLICABLE_ONLY.map((item) => ({ value: item.code, label: itemLabel(item) })),
      admin: {
        description:
          'Items CBSE asks for only where they apply (a school without Class XII has no Class XII results): they are left out of the score.',
      },
    },
    {
      name: 'linkCheck',
      type: 'json',
      access: { read: ({ req }) => !!req.user },
      admin: { hidden: true },
    },
  ],
})
