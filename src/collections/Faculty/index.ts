import { profileCollection } from '../factory'

export const Faculty = profileCollection({
  slug: 'faculty',
  labels: { singular: 'Faculty member', plural: 'Faculty' },
  defaultSort: 'slNo',
  admin: { useAsTitle: 'name', defaultColumns: ['slNo', 'name', 'designation', 'qualification', 'dateOfJoining'] },
  fields: [
    { name: 'slNo', label: 'Sl.No', type: 'number', required: true, min: 1, index: true },
    { name: 'name', label: "Teacher's Name", type: 'text', required: true },
    { name: 'qualification', type: 'text' },
    { name: 'designation', localized: true, type: 'text', required: true },
    { name: 'dateOfJoining', label: 'Date of joining', type: 'date' },
  ],
})
