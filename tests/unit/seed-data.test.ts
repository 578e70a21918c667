import { describe, expect, it } from 'vitest'

import { samplePdf } from '@/seed/images'
import { facultyRows, PAGES, TRUST_MEMBERS } from '@/seed/profile'
import { PAGE_ROUTE_NAMES } from '@/lib/site/routes'

describe('seed data', () => {
  it('has 46 faculty rows numbered in order with the SPEC designations', () => {
    const rows = facultyRows()
    expect(rows).toHaveLength(46)
    expect(rows.map((r) => r.slNo)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1))
    expect(rows.every((r) => /^Faculty member \d+$/.test(r.name))).toBe(true)
    expect(rows.filter((r) => r.designation === 'TGT')).toHaveLength(17)
    expect(rows.every((r) => !Number.isNaN(Date.parse(r.dateOfJoining)))).toBe(true)
  })

  it('has 6 trust members, one Chairman', () => {
    expect(TRUST_MEMBERS).toHaveLength(6)
    expect(TRUST_MEMBERS.filter((m) => m.designation === 'Chairman')).toHaveLength(1)
  })

  it('has a page text for every SPEC route the office edits', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...PAGE_ROUTE_NAMES].sort())
    expect(PAGES.CoCurricularActivities.items).toHaveLength(14)
    expect(PAGES.Academics.items).toHaveLength(11)
    expect(PAGES.VisionMission.items).toHaveLength(4)
  })
})

describe('samplePdf', () => {
  it('writes a well-formed PDF whose cross-reference offsets point at its objects', () => {
    const pdf = samplePdf('Fire (safety) certificate', ['Line one'])
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text).toContain('(Fire \\(safety\\) certificate) Tj')
    const xrefAt = Number(text.match(/startxref\n(\d+)/)![1])
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true))
  })
})
