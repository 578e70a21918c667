import { describe, expect, it } from 'vitest'

import { STAFF_UPLOAD_MAX_BYTES } from '@/lib/http-policy.mjs'
import { MEDIA_MIME_TYPES } from '@/lib/media'
import { refusalOf, sortFiles, typeNames, UPLOAD_MESSAGES, uploadRules } from '@/lib/upload-check'

const rules = uploadRules(MEDIA_MIME_TYPES)
const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('the check of files dropped into the admin', () => {
  it('takes the media library’s pictures and PDFs up to the staff limit', () => {
    expect(refusalOf(file('stage.jpg', 'image/jpeg'), rules)).toBeNull()
    expect(refusalOf(file('report.pdf', 'application/pdf', STAFF_UPLOAD_MAX_BYTES), rules)).toBeNull()
  })

  it('names a file of another type, with the types it takes', () => {
    expect(refusalOf(file('notes.txt', 'text/plain'), rules)).toEqual({
      name: 'notes.txt',
      reason: 'it is not a file this library takes (JPEG, PNG, WEBP, AVIF, GIF or PDF).',
    })
    // A type the browser cannot name (an unknown extension) is not taken either.
    expect(refusalOf(file('photo.heic', ''), rules)?.name).toBe('photo.heic')
  })

  it('names a file over the limit, with its size and the limit', () => {
    const refusal = refusalOf(file('full-size.jpg', 'image/jpeg', 25.4 * 1024 * 1024), rules)
    expect(refusal?.reason).toBe(UPLOAD_MESSAGES.tooLarge(25.4 * 1024 * 1024, STAFF_UPLOAD_MAX_BYTES))
    expect(refusal?.reason).toMatch(/^it is 25.4 MB; a file may be at most 20 MB\./)
    expect(UPLOAD_MESSAGES.tooLarge(STAFF_UPLOAD_MAX_BYTES + 1, STAFF_UPLOAD_MAX_BYTES)).toMatch(/^it is 20.1 MB;/)
  })

  it('keeps the order of the files it lets through, and says how many it refused', () => {
    const { accepted, refused } = sortFiles(
      [file('1.png', 'image/png'), file('a.txt', 'text/plain'), file('2.png', 'image/png')],
      rules,
    )
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.png'])
    expect(refused.map((r) => r.name)).toEqual(['a.txt'])
    expect(UPLOAD_MESSAGES.heading(1)).toBe('1 file was not added')
    expect(UPLOAD_MESSAGES.heading(3)).toBe('3 files were not added')
  })

  it('takes anything when a collection names no types', () => {
    expect(refusalOf(file('x.bin', 'application/octet-stream'), uploadRules(undefined))).toBeNull()
    expect(typeNames(['image/*'])).toBe('ANY')
  })
})
