import { getTranslations } from 'next-intl/server'

import { SiteLink } from '@/components/SiteLink'

export async function NotFoundMessage() {
  const t = await getTranslations('NotFound')
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('heading')}</h1>
      <p className="mt-3 text-muted">{t('text')}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <SiteLink href="/" className="btn-primary">
          {t('home')}
        </SiteLink>
        <SiteLink href="/ContactUs" className="btn border border-brand text-brand">
          {t('contact')}
        </SiteLink>
      </p>
    </main>
  )
}
