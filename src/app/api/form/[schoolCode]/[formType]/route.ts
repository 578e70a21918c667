import type { NextRequest } from 'next/server'
import { NextResponse } from 'next/server'

import { contactSchema } from '@/forms/contact'
import { postEndpoint } from '@/lib/api/post-endpoint'
import { storeContact } from '@/lib/submissions/submissions'

const contact = postEndpoint({
  kind: 'contact',
  maxBytes: 16 * 1024,
  schema: contactSchema,
  store: storeContact,
})

/** SPEC §7: POST /api/form/{schoolCode}/{formType} stores a contact message (the form type is fixed). */
export async function POST(
  request: NextRequest,
  context: { params: Promise<{ schoolCode: string; formType: string }> },
) {
  const { formType } = await context.params
  if (formType.length > 50) return NextResponse.json({ error: 'Unknown form type.' }, { status: 404 })
  return contact(request, context)
}
