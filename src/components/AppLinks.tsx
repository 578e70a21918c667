import { getTranslations } from 'next-intl/server'

import type { School } from '@/payload-types'
import { safeHref } from '@/fields/link'

/** The school-ERP app's store links (SPEC §2: they go with the school code). */
export async function AppLinks({ school, buttonClass }: { school: School; buttonClass: string }) {
  const t = await getTranslations('Home')
  const stores = [
    ['Google Play', safeHref(school.appLinks?.android)],
    ['App Store', safeHref(school.appLinks?.ios)],
  ].filter((s): s is [string, string] => Boolean(s[1]))
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {stores.map(([label, href]) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass}>
            {label}
            <span className="sr-only">{t('appLinks.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
