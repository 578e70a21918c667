import type { FieldKind } from '@/forms/office-form-fields'

/**
 * A small picture of each kind of question for the admin's "Add Question" drawer, instead of
 * Payload's grey placeholder: the office picks a kind by what it looks like on the form. Plain SVG
 * as data addresses, drawn in the admin's own greys.
 */
const INK = '#334155'
const line = (x: number, y: number, w: number) =>
  `<line x1="${x}" y1="${y}" x2="${x + w}" y2="${y}" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`
const box = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#fff" stroke="${INK}" stroke-width="2"/>`
const words = (x: number, y: number, text: string) =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-size="16" font-weight="bold" fill="${INK}">${text}</text>`
const tick = (x: number, y: number) =>
  `<path d="M${x + 3} ${y + 8} l4 4 l8 -9" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`

const DRAWINGS: Record<FieldKind, string> = {
  text: box(20, 30, 80, 22) + line(28, 41, 30),
  longText: box(20, 14, 80, 52) + line(28, 26, 60) + line(28, 38, 60) + line(28, 50, 36),
  email: box(20, 30, 80, 22) + words(28, 47, '@'),
  phone: box(20, 30, 80, 22) + words(28, 47, '+91'),
  number: box(20, 30, 80, 22) + words(28, 47, '123'),
  date:
    box(34, 16, 52, 48) +
    `<rect x="34" y="16" width="52" height="12" rx="4" fill="${INK}"/>` +
    [0, 1, 2]
      .flatMap((r) => [0, 1, 2].map((c) => `<circle cx="${46 + c * 14}" cy="${38 + r * 9}" r="2.5" fill="${INK}"/>`))
      .join(''),
  choice:
    `<circle cx="32" cy="28" r="7" fill="#fff" stroke="${INK}" stroke-width="2"/><circle cx="32" cy="28" r="3.5" fill="${INK}"/>` +
    line(46, 28, 46) +
    `<circle cx="32" cy="52" r="7" fill="#fff" stroke="${INK}" stroke-width="2"/>` +
    line(46, 52, 38),
  checkboxes: box(24, 20, 16, 16) + tick(24, 20) + line(48, 28, 44) + box(24, 44, 16, 16) + line(48, 52, 36),
  file:
    `<path d="M44 12 h24 l12 12 v44 h-36 z" fill="#fff" stroke="${INK}" stroke-width="2"/><path d="M68 12 v12 h12" fill="none" stroke="${INK}" stroke-width="2"/>` +
    line(51, 38, 22) +
    line(51, 48, 22),
  declaration: box(20, 30, 18, 18) + tick(21, 31) + line(46, 35, 52) + line(46, 45, 36),
  slot:
    `<circle cx="60" cy="40" r="24" fill="#fff" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M60 24 v16 l10 8" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
}

/** The drawer's picture of a kind of question. */
export const questionIcon = (kind: FieldKind) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#f1f5f9"/>${DRAWINGS[kind]}</svg>`,
  )}`
