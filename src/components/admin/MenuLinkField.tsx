'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useId, useState, type CSSProperties } from 'react'

import { OUTSIDE_CHOICE, SITE_PAGE_CHOICES, type LinkChoice } from '@/lib/site/menu-choices'

import { useCmsRead, useSchoolOfForm } from './school-of-form'
import './menu-fields.css'

type OwnPages = { docs: { title?: string | null; slug?: string | null }[] }

const ownPagesQuery = (school: number | string) =>
  `/custom-pages?${new URLSearchParams({
    'where[school][equals]': String(school),
    'where[_status][equals]': 'published',
    depth: '0',
    limit: '200',
    sort: 'title',
    locale: 'en',
    'select[title]': 'true',
    'select[slug]': 'true',
  })}`

/** The field's width in its row, as Payload's own inputs take it. */
const widthOf = (width: unknown): CSSProperties =>
  typeof width === 'string' ? ({ '--field-width': width } as CSSProperties) : { flex: '1 1 auto' }

const isOutside = (value: unknown) => typeof value === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(value.trim())

/**
 * Where a menu entry or a page's button leads, chosen from the school's pages by their names (its
 * published own pages, then the site's pages); an address is typed only for a page elsewhere. The
 * stored value is the link as before (fields/menu.ts checks it on save).
 */
export function MenuLinkField({ field, path: fieldPath, readOnly }: TextFieldClientProps) {
  const { value, setValue, showError, path, disabled } = useField<string>({ potentiallyStalePath: fieldPath })
  const dropdown = (field.admin?.custom as { dropdown?: boolean } | undefined)?.dropdown === true
  const school = useSchoolOfForm()
  const ownPages = useCmsRead<OwnPages>(school == null ? null : ownPagesQuery(school))
  const [outside, setOutside] = useState(() => isOutside(value))
  const id = useId()

  const own: LinkChoice[] = (ownPages?.docs ?? [])
    .filter((page) => page.slug)
    .map((page) => ({ href: `/${page.slug}`, label: page.title || `/${page.slug}` }))
  const known = [...own, ...SITE_PAGE_CHOICES].some((choice) => choice.href === value)
  // A link the lists do not hold (a page not published yet, a page with a query) stays as it is.
  const other = !outside && value && !known ? value : null
  const choice = outside ? OUTSIDE_CHOICE : (value ?? '')
  const locked = readOnly || disabled

  return (
    <div className="field-type text menu-link-field" style={widthOf(field.admin?.width)}>
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <select
          id={id}
          name={path}
          className="menu-link-field__select"
          value={choice}
          disabled={locked}
          onChange={(event) => {
            const next = event.target.value
            setOutside(next === OUTSIDE_CHOICE)
            setValue(next === OUTSIDE_CHOICE ? (isOutside(value) ? value : '') : next)
          }}
        >
          <option value="">{dropdown ? 'None: a dropdown of the links under it' : 'Choose a page'}</option>
          {own.length > 0 && (
            <optgroup label="The school’s added pages">
              {own.map((page) => (
                <option key={page.href} value={page.href}>
                  {page.label} ({page.href})
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label="Pages of the site">
            {SITE_PAGE_CHOICES.map((page) => (
              <option key={page.href} value={page.href}>
                {page.label} ({page.href})
              </option>
            ))}
          </optgroup>
          {other && <option value={other}>{other}</option>}
          <option value={OUTSIDE_CHOICE}>A page elsewhere on the web (https://…)</option>
        </select>
        {outside && (
          <input
            className="menu-link-field__address"
            type="url"
            name={`${path}.address`}
            aria-label="Address of the page elsewhere"
            placeholder="https://"
            value={value ?? ''}
            disabled={locked}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
