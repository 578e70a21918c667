import { openPreview } from '@/lib/preview/open'
import { schoolByCode } from '@/lib/site/school'

/** /preview?collection=…&id=…: a staff member's way into draft mode (lib/preview/open.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ school: string }> }) {
  return openPreview(await schoolByCode((await params).school), request)
}
