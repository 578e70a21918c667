import { getTranslations } from 'next-intl/server'

export async function SkipLink() {
  const t = await getTranslations('Home')
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand"
    >
      {t('skipLink')}
    </a>
  )
}
