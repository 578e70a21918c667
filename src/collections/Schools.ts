import type { CollectionConfig } from 'payload'

import { domainsField } from '@/fields/domains'
import { linkField, mapEmbedField } from '@/fields/link'
import { footerLinksField, menuField } from '@/fields/menu'
import { GRIEVANCE_DAYS, keptFor, PRIVACY_FORMS, RETENTION } from '@/forms/privacy'

import { afterCommit } from '@/lib/platform/after-commit'
import { recordNoticeVersions } from '@/lib/privacy/notice-versions'
import { invalidateSchool, invalidateSchoolCode } from '@/lib/platform/cache'
import { isSchoolCode, SCHOOL_CODE_MESSAGE } from '@/lib/site/school-code'
import { announceDomainChange } from '@/lib/site/domain-table'
import { updateDomainTable } from '@/lib/site/domains'
import { schoolTitleInOtherLanguage } from '@/hooks/school-title'
import { isPlatformAdmin, ownSchoolRecord, platformAdminField, platformAdminOnly, publicRead } from '@/access/roles'

const SOCIAL_PLATFORMS = ['Facebook', 'Instagram', 'YouTube', 'X', 'LinkedIn', 'WhatsApp'] as const

/** One record per school: its identity, contact facts, outside links and admission window. */
export const Schools: CollectionConfig = {
  slug: 'schools',
  labels: { singular: 'School', plural: 'Schools' },
  admin: { group: 'Settings', useAsTitle: 'name', defaultColumns: ['name', 'code', 'town'] },
  hooks: {
    beforeOperation: [schoolTitleInOtherLanguage],
    afterChange: [
      async function forgetOldSchoolAddresses({ doc, previousDoc, req }) {
        const before = previousDoc?.id ? previousDoc : null
        const moved = doc.code !== previousDoc?.code || String(doc.domains) !== String(previousDoc?.domains)
        await afterCommit(req, async () => {
          invalidateSchoolCode(doc.code, previousDoc?.code)
          await invalidateSchool(doc.id)
          updateDomainTable(before, doc)
          if (moved) await announceDomainChange({ before, after: doc })
        })
        return doc
      },
      async function newNoticeVersions({ doc, previousDoc, operation, req }) {
        // A new school's notices become version 1 when a form first needs them.
        if (operation !== 'update') return doc
        const privacy = (school: typeof doc) => JSON.stringify([school?.privacyNotices, school?.retention])
        if (privacy(doc) !== privacy(previousDoc)) await recordNoticeVersions(req.payload, doc.id, undefined, req)
        return doc
      },
    ],
    afterDelete: [
      async function forgetDeletedSchool({ doc, req }) {
        await afterCommit(req, async () => {
          invalidateSchoolCode(doc.code)
          await invalidateSchool(doc.id)
          updateDomainTable(doc, null)
          await announceDomainChange({ before: doc, after: null })
        })
      },
    ],
  },
  access: {
    read: publicRead,
    create: platformAdminOnly,
    delete: platformAdminOnly,
    update: ownSchoolRecord,
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Identity',
          fields: [
            {
              name: 'code',
              label: 'School code',
              type: 'text',
              required: true,
              unique: true,
              index: true,
              access: { update: platformAdminField },
              admin: { description: 'The code in every public address and in the mobile app, e.g. JRSBKL.' },
              hooks: {
                beforeValidate: [
                  function codeInCapitals({ value }) {
                    return typeof value === 'string' ? value.trim().toUpperCase() : value
                  },
                ],
              },
              validate: (value: unknown) => (isSchoolCode(value) ? true : SCHOOL_CODE_MESSAGE),
            },
            domainsField(),
            { name: 'name', localized: true, type: 'text', required: true },
            { name: 'town', localized: true, type: 'text', required: true },
            { name: 'foundedYear', label: 'Founded in', type: 'number', min: 1800, max: 2100 },
            { name: 'foundedBy', label: 'Founded by', type: 'text' },
            { name: 'affiliation', type: 'text', admin: { description: 'Board and affiliation number' } },
            { name: 'tagline', localized: true, type: 'text' },
            { name: 'logo', type: 'upload', relationTo: 'media' },
            {
              name: 'colors',
              type: 'group',
              admin: { description: 'The site uses these for its header, buttons and links.' },
              fields: [
                { name: 'primary', type: 'text', defaultValue: '#1d3f72' },
                { name: 'accent', type: 'text', defaultValue: '#c8102e' },
              ],
            },
            { name: 'copyrightHolder', label: 'Copyright holder', type: 'text' },
            {
              name: 'slides',
              label: 'Home page slider',
              type: 'array',
              admin: {
                description: 'Wide photographs (about 1600 × 700) shown one after another at the top of the home page.',
              },
              fields: [
                { name: 'image', type: 'upload', relationTo: 'media', required: true },
                { name: 'caption', localized: true, type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Contact',
          fields: [
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'line1', localized: true, label: 'Address line 1', type: 'text', required: true },
                { name: 'line2', localized: true, label: 'Address line 2', type: 'text' },
                { name: 'district', localized: true, type: 'text' },
                { name: 'state', localized: true, type: 'text', defaultValue: 'Kerala' },
                {
                  name: 'pinCode',
                  label: 'PIN code',
                  type: 'text',
                  validate: (value: unknown) =>
                    !value || /^\d{6}$/.test(String(value)) ? true : 'A PIN code has 6 digits.',
                },
              ],
            },
            { name: 'phone', type: 'text', required: true },
            { name: 'email', type: 'email', required: true },
            linkField({ name: 'mapsLink', label: 'Maps link' }),
            mapEmbedField({ name: 'mapsEmbedUrl', label: 'Maps embed URL' }),
            {
              name: 'social',
              label: 'Social links',
              type: 'array',
              fields: [
                {
                  name: 'platform',
                  type: 'select',
                  required: true,
                  options: SOCIAL_PLATFORMS.map((p) => ({ label: p, value: p })),
                },
                linkField({ name: 'url', required: true }),
              ],
            },
          ],
        },
        {
          label: 'Menus',
          description: 'The menus of every page: what is in them, their order and their words in each language.',
          fields: [menuField, footerLinksField],
        },
        {
          label: 'Links',
          fields: [
            linkField({ name: 'parentPortalUrl', label: 'Parent portal URL' }),
            linkField({ name: 'onlineRegistrationUrl', label: 'Online registration URL' }),
            {
              name: 'appLinks',
              label: 'Mobile app',
              type: 'group',
              fields: [
                linkField({ name: 'android', label: 'Google Play link' }),
                linkField({ name: 'ios', label: 'App Store link' }),
              ],
            },
            {
              name: 'documents',
              label: 'Documents',
              type: 'group',
              fields: [
                { name: 'syllabus', type: 'upload', relationTo: 'media' },
                { name: 'annualReport', label: 'Annual report', type: 'upload', relationTo: 'media' },
                { name: 'publicDisclosure', label: 'Public disclosure', type: 'upload', relationTo: 'media' },
              ],
            },
          ],
        },
        {
          label: 'Privacy',
          fields: [
            {
              name: 'grievanceOfficer',
              label: 'Grievance officer (DPDP Rules, rules 9 and 14)',
              type: 'group',
              admin: {
                description:
                  'Who answers questions and complaints about personal data. Shown in every page’s footer and under every form. Left empty: the Principal, at the school’s e-mail and phone.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', maxLength: 120, admin: { width: '50%' } },
                    {
                      name: 'designation',
                      type: 'text',
                      localized: true,
                      maxLength: 120,
                      admin: { width: '50%', placeholder: 'Principal' },
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'email', type: 'email', admin: { width: '50%' } },
                    { name: 'phone', type: 'text', maxLength: 40, admin: { width: '50%' } },
                  ],
                },
                {
                  name: 'answerDays',
                  label: 'Requests and complaints are answered within (days)',
                  type: 'number',
                  defaultValue: GRIEVANCE_DAYS.default,
                  min: 1,
                  max: GRIEVANCE_DAYS.most,
                  admin: {
                    description: `Published with the contact. The DPDP Rules allow at most ${GRIEVANCE_DAYS.most} days.`,
                  },
                },
              ],
            },
            {
              name: 'retention',
              label: 'How long submissions are kept',
              type: 'group',
              admin: {
                description:
                  'Every night, submissions older than this are deleted for good (a CV with its application); the audit log records how many.',
              },
              fields: Object.values(RETENTION).map((rule) => ({
                name: rule.field,
                label: `${rule.label} (months)`,
                type: 'number' as const,
                defaultValue: rule.months,
                min: 1,
                max: 120,
              })),
            },
            {
              name: 'privacyNotices',
              label: 'What each form tells visitors about their data',
              type: 'group',
              admin: {
                description:
                  'Shown above each form\'s Submit button, followed by "To see, correct or delete what we hold about you, write to" and the school\'s e-mail. Write each notice in English and in Malayalam (the language switch at the top of this page); a box left empty in a language shows the standard text in that language, which follows the periods above. Every wording visitors are shown is kept under Settings → Privacy notice versions, and each submission records the version it was sent under.',
              },
              fields: Object.entries(PRIVACY_FORMS).map(([name, form]) => ({
                name,
                label: form.label,
                type: 'textarea' as const,
                localized: true,
                maxLength: 1000,
                admin: { placeholder: form.text(keptFor(form.inbox ? RETENTION[form.inbox].months : 0)) },
              })),
            },
          ],
        },
      ],
    },
    {
      name: 'seededAt',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'When the starting profile was written.',
        // The server's bookkeeping (the seed writes nothing twice): nothing the school's office acts on.
        condition: (_data, _sibling, { user }) => isPlatformAdmin(user),
      },
      access: { update: () => false },
    },
    {
      name: 'malayalamSeededAt',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'When the starting profile’s Malayalam was written where the English was still the profile’s.',
        condition: (_data, _sibling, { user }) => isPlatformAdmin(user),
      },
      access: { update: () => false },
    },
  ],
}
