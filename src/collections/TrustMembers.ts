import { profileCollection } from './factory'

export const TrustMembers = profileCollection({
  slug: 'trust-members',
  labels: { singular: 'Trust member', plural: 'Trust members' },
  defaultSort: 'slNo',
  admin: { useAsTitle: 'name', defaultColumns: ['slNo', 'name', 'designation', 'age', 'phone'] },
  fields: [
    { name: 'slNo', label: 'S NO', type: 'number', required: true, min: 1 },
    { name: 'name', type: 'text', required: true },
    {
      name: 'designation',
      type: 'select',
      required: true,
      options: [
        { label: 'Chairman', value: 'Chairman' },
        { label: 'Member', value: 'Member' },
      ],
    },
    { name: 'age', type: 'number', min: 18, max: 120 },
    { name: 'phone', label: 'Phone no', type: 'text' },
  ],
})
