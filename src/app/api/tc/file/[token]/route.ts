import { NextResponse } from 'next/server'

import { privateFileBytes } from '@/lib/files/object-store'
import { payloadClient } from '@/lib/platform/payload'
import { relationId } from '@/lib/platform/relation'
import { verifyCertificateLink } from '@/lib/submissions/tc'

const GONE = 'This download link is not valid or has expired. Please look the certificate up again.'

/** A certificate's file, only through a link from a successful look-up, never by its stored path. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const id = verifyCertificateLink(token)
  if (!id) return NextResponse.json({ error: GONE }, { status: 404 })
  const payload = await payloadClient()
  const certificate = await payload.findByID({ collection: 'transfer-certificates', id, depth: 1, disableErrors: true })
  const file = certificate && typeof certificate.file === 'object' ? certificate.file : null
  if (!file?.filename) return NextResponse.json({ error: GONE }, { status: 404 })
  // Only a file of the certificate's own school is ever handed out.
  if (relationId(file.school) !== relationId(certificate?.school))
    return NextResponse.json({ error: GONE }, { status: 404 })
  const data = await privateFileBytes(file.filename)
  if (!data) return NextResponse.json({ error: GONE }, { status: 404 })
  const ext = file.mimeType === 'application/pdf' ? 'pdf' : 'jpg'
  return new NextResponse(new Uint8Array(data), {
    headers: {
      'Content-Type': file.mimeType ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename="tc.${ext}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
