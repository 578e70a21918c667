import type { Field, FieldHook, Validate } from 'payload'

import { platformAdminField } from '@/access/roles'
import { HOST_NAME } from '@/lib/site/domains'

/** What staff paste (https://www.School.example/, www.school.example:443) reduced to the host name. */
const hostOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')

const normalize: FieldHook = ({ value }) =>
  Array.isArray(value) ? [...new Set(value.map((v) => hostOf(String(v))).filter(Boolean))] : value

const validateDomains: Validate<string[] | null | undefined> = async (value, { req, id }) => {
  if (!value?.length) return true
  const wrong = value.find((d) => !HOST_NAME.test(d) || (!d.includes('.') && d !== 'localhost'))
  if (wrong) return `"${wrong}" is not a host name. Enter names like www.school.example, one per entry.`
  const { docs } = await req.payload.find({
    collection: 'schools',
    where: { and: [{ domains: { in: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    depth: 0,
    limit: 1,
    select: { name: true, domains: true },
    overrideAccess: true,
    req,
  })
  const other = docs[0]
  if (!other) return true
  const taken = value.find((d) => other.domains?.includes(d))
  return `${taken ?? 'This domain'} already belongs to ${other.name}. Each domain serves one school.`
}

/**
 * The host names a school's site answers on (lib/site/domains.ts). Only platform admins set them: a
 * domain pointed at the wrong school would show one school's site under another's name.
 */
export const domainsField = (): Field => ({
  name: 'domains',
  label: 'Domains',
  type: 'text',
  hasMany: true,
  access: { create: platformAdminField, update: platformAdminField },
  hooks: { beforeValidate: [normalize] },
  validate: validateDomains as Validate,
  admin: {
    description:
      'Host names this school’s site answers on, e.g. www.school.example and school.example (no https://, no path). ' +
      'Each belongs to one school. A request for any other name shows the installation’s default school (SCHOOL_CODE).',
  },
})
