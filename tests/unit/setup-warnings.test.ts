import fs from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

import { README_SECTIONS, readmeAnchor } from '@/lib/platform/setup-warnings'

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')

/** The README's headings, by anchor, as GitHub and the admin's README view make them. */
const headings = new Map(
  [...readme.matchAll(/^#{2,4} (.+)$/gm)].map(([, text]) => [readmeAnchor(text), text.trim()] as const),
)

it("every section a server warning or the office's invitation points to is a heading of the README", () => {
  for (const [anchor, title] of Object.entries(README_SECTIONS)) expect(headings.get(anchor), anchor).toBe(title)
})

it('makes the anchors GitHub makes', () => {
  expect(readmeAnchor("The school office's account")).toBe('the-school-offices-account')
  expect(readmeAnchor('Backups with PostgreSQL')).toBe('backups-with-postgresql')
  expect(readmeAnchor('Two-factor sign-in')).toBe('two-factor-sign-in')
})
