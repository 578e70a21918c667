import type { TextField } from 'payload'

import { MAP_EMBED_HOSTS } from '@/lib/server/http-policy.mjs'

/** Addresses a link typed by staff may have: web pages, mail and phone, or a page of this site. */
export const LINK_MESSAGE =
  'Enter an address starting with https://, http://, mailto: or tel: (or a page of this site, starting with /).'

export function isSafeLink(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const text = value.trim()
  if (/^\/(?![/\\])/.test(text)) return true
  try {
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(new URL(text).protocol)
  } catch {
    return false
  }
}

/** The link itself when it is safe to put in an href, otherwise nothing (for records stored before the check). */
export const safeHref = (value: unknown): string | undefined => (isSafeLink(value) ? String(value).trim() : undefined)

/** A text field holding a link that staff type: only safe schemes are accepted. */
export const linkField = (field: {
  name: string
  label?: string
  required?: boolean
  admin?: TextField['admin']
}): TextField => ({
  ...field,
  type: 'text',
  validate: (value: unknown) => (value == null || value === '' || isSafeLink(value) ? true : LINK_MESSAGE),
})

export const MAP_EMBED_MESSAGE = `Paste the embed address of a map from ${MAP_EMBED_HOSTS.join(' or ')}, starting with https://.`

export function isMapEmbed(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' && MAP_EMBED_HOSTS.includes(url.hostname)
  } catch {
    return false
  }
}

/** The map frame's address: only a map provider the site's Content-Security-Policy allows. */
export const mapEmbedField = (field: { name: string; label?: string; admin?: TextField['admin'] }): TextField => ({
  ...field,
  type: 'text',
  validate: (value: unknown) => (value == null || value === '' || isMapEmbed(value) ? true : MAP_EMBED_MESSAGE),
})
