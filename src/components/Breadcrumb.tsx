import { getTranslations } from 'next-intl/server'

import { SiteLink } from '@/components/SiteLink'

/** Home > section > page (SPEC §2). The section is plain text: it names a menu, not a page. */
export async function Breadcrumb({ section, page }: { section?: string | null; page: string }) {
  const t = await getTranslations('Breadcrumb')
  return (
    <nav aria-label={t('label')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-white/90">
        <li>
          <SiteLink href="/" className="text-white underline">
            {t('home')}
          </SiteLink>
        </li>
        {section && (
          <li className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            <span>{section}</span>
          </li>
        )}
        <li className="flex items-center gap-1">
          <span aria-hidden="true">›</span>
          <span aria-current="page" className="font-semibold text-white">
            {page}
          </span>
        </li>
      </ol>
    </nav>
  )
}
