'use client'

import { TextField, useLocale } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales.mjs'

/**
 * A menu entry's Malayalam label beside its English one while the form is in English. With
 * മലയാളം chosen in the Language menu, the label itself is the Malayalam one: this one steps aside.
 */
export function MalayalamLabelField(props: TextFieldClientProps) {
  const locale = useLocale()
  if (locale.code !== DEFAULT_LOCALE) return null
  return <TextField {...props} />
}
