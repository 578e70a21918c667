import type { NextRequest } from 'next/server'

import { searchAnswer } from '@/lib/api/search'

/** GET /api/search/{schoolCode}?q=&lang=&page=: the site's search (issue 32); described in lib/api/openapi.ts. */
export const GET = (request: NextRequest, context: { params: Promise<{ schoolCode: string }> }) =>
  searchAnswer(request, context)

export { preflight as OPTIONS } from '@/lib/api/http'
