import { exitPreview } from '@/lib/preview/open'

/** /preview/exit: draft mode off, back to the page (lib/preview/open.ts). */
export const GET = (request: Request) => exitPreview(request)
