import type { ArrayField, CollectionConfig } from 'payload'

import { PAGE_ROUTES, PAGE_ROUTE_NAMES } from '@/lib/routes'

import { profileCollection } from './factory'

const textRows = (name: string, label: string, description?: string): ArrayField => ({
    name,
    label,
    type: 'array',
    admin: { description },
    fields: [
      { name: 'label', type: 'text', required: true },
      { name: 'value', type: 'text' },
    ],
})

/** The school's own informational pages (About Us, facilities, Fee, …), one record per route. */
export const Pages = profileCollection({
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'route', 'updatedAt'] },
  indexes: [{ fields: ['school', 'route'], unique: true }],
  fields: [
    {
      name: 'route',
      label: 'Page',
      type: 'select',
      required: true,
      options: PAGE_ROUTE_NAMES.map((value) => ({ value, label: `${PAGE_ROUTES[value].title} (/${value})` })),
    },
    { name: 'title', type: 'text', required: true },
    { name: 'body', type: 'richText' },
    {
      name: 'listTitle',
      label: 'List heading',
      type: 'text',
      admin: { description: 'For pages with a list: vision points, subjects, activities…' },
    },
    { name: 'items', label: 'List', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    { name: 'closing', label: 'Text after the list', type: 'richText' },
    textRows('facts', 'Key facts', 'Short figures shown beside the text, e.g. Computers: 42.'),
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
})

export const Faculty = profileCollection({
  slug: 'faculty',
  labels: { singular: 'Faculty member', plural: 'Faculty' },
  defaultSort: 'slNo',
  admin: { useAsTitle: 'name', defaultColumns: ['slNo', 'name', 'designation', 'qualification', 'dateOfJoining'] },
  fields: [
    { name: 'slNo', label: 'Sl.No', type: 'number', required: true, min: 1, index: true },
    { name: 'name', label: "Teacher's Name", type: 'text', required: true },
    { name: 'qualification', type: 'text' },
    { name: 'designation', type: 'text', required: true },
    { name: 'dateOfJoining', label: 'Date of joining', type: 'date' },
  ],
})

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

const documentRows = (name: string, label: string): ArrayField => ({
    name,
    label,
    type: 'array',
    fields: [
      { name: 'label', label: 'Document', type: 'text', required: true },
      { name: 'file', type: 'upload', relationTo: 'media' },
      { name: 'url', label: 'or link', type: 'text' },
    ],
})

/** The mandatory public disclosure of SPEC §2: one record per school, updated every year. */
export const Disclosures = profileCollection({
  slug: 'disclosures',
  labels: { singular: 'Mandatory disclosure', plural: 'Mandatory disclosure' },
  admin: { useAsTitle: 'title' },
  indexes: [{ fields: ['school'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Mandatory Public Disclosure' },
    documentRows('sarasLinks', 'SARAS links'),
    textRows('generalInformation', 'A: General information'),
    documentRows('documents', 'B: Documents and information'),
    documentRows('academics', 'C: Results and academics'),
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
    { name: 'inspectionVideoUrl', label: 'Inspection video link', type: 'text' },
  ],
})

export const profileCollections: CollectionConfig[] = [Pages, Faculty, TrustMembers, Disclosures]
