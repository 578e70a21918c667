import { NextResponse } from 'next/server'

import { mediaList } from '@/lib/media'
import { payloadClient } from '@/lib/payload'
import { getSchool } from '@/lib/school'

/** SPEC §7: GET /api/highlight/{schoolCode}, the marquee's lines; the site polls it every 30 s. */
export async function GET(_request: Request, { params }: { params: Promise<{ schoolCode: string }> }) {
  const { schoolCode } = await params
  const school = /^[A-Za-z0-9]{1,20}$/.test(schoolCode) ? await getSchool(schoolCode) : null
  if (!school) return NextResponse.json({ error: 'Unknown school code.' }, { status: 404 })
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'highlights',
    where: { school: { equals: school.id } },
    sort: '-createdAt',
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return NextResponse.json(
    {
      data: docs.map((h) => ({
        _id: String(h.id),
        title: h.title,
        attachments: mediaList(h.attachments).map((m) => m.filename),
      })),
    },
    { headers: { 'Cache-Control': 'public, max-age=5, must-revalidate', 'Access-Control-Allow-Origin': '*' } },
  )
}
