'use client'

import { FieldDescription, FieldError, FieldLabel, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useId } from 'react'

import { MENU_TOP_LEVEL } from '@/lib/site/menu-choices'

import { useCmsRead, useSchoolOfForm } from './school-of-form'
import './menu-fields.css'

type Row = { id?: string; label?: string | null; link?: string | null; items?: Row[] | null }

/**
 * "Add to the menu under …" on an added page's form: the top of the school's main menu or one of
 * its dropdowns, read from the school's menu; publishing does the adding (fields/add-to-menu.ts).
 * Where the menu already leads to the page's address, it says where instead.
 */
export function AddToMenuField({ field, path: fieldPath, readOnly }: TextFieldClientProps) {
  const { value, setValue, path, disabled, showError } = useField<string>({ potentiallyStalePath: fieldPath })
  const slug = useFormFields(([fields]) => fields.slug?.value as string | undefined)
  const school = useSchoolOfForm()
  // Read again after each save: a publish may just have added the page.
  const { savedDocumentData } = useDocumentInfo()
  const menu = useCmsRead<{ menu?: Row[] }>(
    school == null ? null : `/schools/${school}?depth=0&locale=en&select[menu]=true`,
    savedDocumentData?.updatedAt,
  )?.menu
  const id = useId()
  if (school == null) return null

  const href = slug ? `/${slug}` : null
  const placed = href
    ? menu?.flatMap((entry) =>
        entry.link === href
          ? [entry.label ?? href]
          : (entry.items ?? []).filter((item) => item.link === href).map((item) => `${entry.label} › ${item.label}`),
      )[0]
    : undefined
  const dropdowns = (menu ?? []).filter((entry) => !entry.link && entry.items?.length && entry.id)

  return (
    <div className="field-type text menu-link-field">
      <FieldLabel htmlFor={id} label={field.label} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        {placed ? (
          <p id={id}>In the menu as “{placed}”.</p>
        ) : (
          <select
            id={id}
            name={path}
            className="menu-link-field__select"
            value={value ?? ''}
            disabled={readOnly || disabled || !menu}
            onChange={(event) => setValue(event.target.value)}
          >
            <option value="">Not in the menu</option>
            <option value={MENU_TOP_LEVEL}>The menu itself (an entry of its own)</option>
            {dropdowns.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </select>
        )}
      </div>
      {!placed && <FieldDescription description={field.admin?.description} path={path} />}
    </div>
  )
}
