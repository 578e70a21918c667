import { describe, expect, it } from 'vitest'

import { STAFF_UPLOAD_MAX_BYTES } from '@/lib/server/http-policy.mjs'
import { MEDIA_MIME_TYPES } from '@/lib/content/media'
import { uploadRefusalsInAnswer } from '@/hooks/upload-errors'
import { refusalOf, sortFiles, typeNames, UPLOAD_MESSAGES, uploadRules } from '@/lib/submissions/upload-check'

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

describe('the answer to a refused upload', () => {
  const answer = (error: object, fileName?: string) =>
    uploadRefusalsInAnswer({
      error: error as never,
      req: { file: fileName ? { name: fileName } : undefined } as never,
      result: { errors: [{ name: 'ValidationError', message: 'The following field is invalid: file' }] },
      context: {},
      collection: undefined,
    })

  it('names the file and gives the reason of its field error', () => {
    const refused = answer(
      { status: 400, data: { errors: [{ path: 'file', message: 'Invalid MIME type: text/plain.' }] } },
      'notes.png',
    )
    expect(refused).toEqual({
      response: {
        errors: [{ name: 'ValidationError', message: '“notes.png” was not stored: Invalid MIME type: text/plain.' }],
      },
    })
  })

  it('says what the limit is when the upload stopped at it', () => {
    expect(answer({ status: 413 })).toEqual({
      response: { errors: [{ message: UPLOAD_MESSAGES.overLimit(STAFF_UPLOAD_MAX_BYTES) }] },
      status: 413,
    })
    expect(UPLOAD_MESSAGES.overLimit(STAFF_UPLOAD_MAX_BYTES)).toMatch(/^The file is larger than 20 MB/)
  })

  it('leaves other failures alone', () => {
    expect(answer({ status: 400, data: { errors: [{ path: 'alt', message: 'x' }] } }, 'a.png')).toBeUndefined()
    expect(answer({ status: 403 })).toBeUndefined()
  })
})
