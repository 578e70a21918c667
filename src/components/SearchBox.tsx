import { getLocale, getTranslations } from 'next-intl/server'

import { localePath } from '@/i18n/locales.mjs'
import { MAX_QUERY_LENGTH } from '@/lib/search/terms'

const MAGNIFIER =
  'M10 3a7 7 0 0 1 5.6 11.2l4.6 4.6a1 1 0 0 1-1.4 1.4l-4.6-4.6A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z'

/**
 * A search form of the whole site: a plain GET form to /Search (or /ml/Search), so it works
 * without JavaScript and adds none to the page.
 */
export async function SearchBox({ id, query, large = false }: { id: string; query?: string; large?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('Search'), getLocale()])
  return (
    <form role="search" action={localePath(locale, '/Search')} method="get" className="flex w-full md:w-auto">
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('placeholder')}
        enterKeyHint="search"
        className={`min-w-0 flex-1 rounded-l-md border border-slate-300 bg-white px-3 text-ink placeholder:text-slate-500 ${
          large ? 'py-2.5 text-base md:w-96' : 'py-1.5 text-sm md:w-44 lg:w-56'
        }`}
      />
      <button
        type="submit"
        className={`inline-flex items-center gap-1.5 rounded-r-md bg-accent px-3 font-semibold text-white hover:brightness-110 ${large ? 'py-2.5' : 'py-1.5 text-sm'}`}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
          <path d={MAGNIFIER} />
        </svg>
        <span className={large ? '' : 'sr-only'}>{t('button')}</span>
      </button>
    </form>
  )
}
