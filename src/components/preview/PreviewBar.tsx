import { getTranslations } from 'next-intl/server'

import { EXIT_PREVIEW_ROUTE } from '@/lib/preview/paths'
import { previewerFor } from '@/lib/preview/session'

import { PreviewRefresh } from './PreviewRefresh'

/**
 * Across the top of every page a staff member previews: that what they see includes drafts, and
 * the way out. Visitors never get it (and pages kept in the cache never hold it: a preview is
 * rendered for its request only).
 */
export async function PreviewBar({ school }: { school: number }) {
  if (!(await previewerFor(school))) return null
  const t = await getTranslations('Home.preview')
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-ink shadow"
      data-preview-bar
    >
      <span>
        {t('notPublished')}
        <span className="hidden sm:inline">{t('visitors')}</span>
      </span>
      <a
        href={EXIT_PREVIEW_ROUTE}
        className="rounded border border-ink px-2 py-0.5 text-ink no-underline hover:bg-ink hover:text-white"
      >
        {t('exit')}
      </a>
      <PreviewRefresh />
    </div>
  )
}
