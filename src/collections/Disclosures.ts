import { linkField } from '@/fields/link'
import { documentRows, textRows } from '@/fields/rows'
import { DOCUMENT_SECTIONS } from '@/lib/office/disclosure-validity'

import { profileCollection } from './factory'

/** The mandatory public disclosure of SPEC §2: one record per school, updated every year. */
export const Disclosures = profileCollection({
  slug: 'disclosures',
  labels: { singular: 'Mandatory disclosure', plural: 'Mandatory disclosure' },
  admin: { useAsTitle: 'title' },
  indexes: [{ fields: ['school'], unique: true }],
  fields: [
    { name: 'title', localized: true, type: 'text', required: true, defaultValue: 'Mandatory Public Disclosure' },
    documentRows('sarasLinks', DOCUMENT_SECTIONS.sarasLinks),
    textRows('generalInformation', 'A: General information'),
    documentRows('documents', DOCUMENT_SECTIONS.documents),
    documentRows('academics', DOCUMENT_SECTIONS.academics),
    {
      name: 'results',
      label: 'Class XII results',
      type: 'array',
      fields: [
        { name: 'year', type: 'number', required: true },
        { name: 'registered', label: 'Registered', type: 'number', required: true, min: 0 },
        { name: 'passed', label: 'Passed', type: 'number', required: true, min: 0 },
        { name: 'remarks', type: 'text' },
      ],
    },
    textRows('staff', 'D: Staff (teaching)'),
    textRows('infrastructure', 'E: School infrastructure'),
    linkField({ name: 'inspectionVideoUrl', label: 'Inspection video link' }),
  ],
})
