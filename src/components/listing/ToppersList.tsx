import { RecordText } from '@/components/RecordText'
import { getLocale, getTranslations } from 'next-intl/server'

import { Card, CardImage, PlaceholderCards } from '@/components/home/Cards'
import { InnerPage } from '@/components/InnerPage'
import { formatPercent } from '@/lib/content/format'
import { parseListParams } from '@/lib/content/listing'
import { mediaList } from '@/lib/content/media'
import { getToppersPage, type TopperClass } from '@/collections/Toppers/queries'
import type { School } from '@/payload-types'

import { Filters, NothingMatches, Pagination } from './Filters'

/** /Toppers and /ToppersXII: session-year select (All plus years), name search, cards by percentage. */
export async function ToppersList({
  school,
  cls,
  search,
}: {
  school: School
  cls: TopperClass
  search: Record<string, string | string[] | undefined>
}) {
  const route = cls === 'X' ? 'Toppers' : 'ToppersXII'
  const requested = typeof search.year === 'string' && /^(all|\d{4}-\d{4})$/.test(search.year) ? search.year : null
  const params = parseListParams(search)
  const { sessions, session, list } = await getToppersPage(
    school.id,
    cls,
    requested,
    params.q,
    params.page,
    new Date().getFullYear(),
    await getLocale(),
  )
  const shown = { ...params, year: session as unknown as number, month: null }
  const t = await getTranslations('Listing.toppers')
  return (
    <InnerPage route={route}>
      <Filters
        label={t(`${cls}.filter`)}
        params={shown}
        years={sessions}
        showMonth={false}
        yearLabel={t(`${cls}.year`)}
        searchLabel={t('searchName')}
      />
      {!sessions.length ? (
        <PlaceholderCards label={t(`${cls}.placeholder`)} level={2} />
      ) : list.docs.length === 0 ? (
        <NothingMatches basePath={`/${route}`} what="toppers" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {list.docs.map((topper, index) => (
            <li key={topper.id}>
              <Card
                level={2}
                image={
                  <CardImage
                    media={mediaList(topper.attachments)[0] ?? null}
                    alt={topper.name}
                    ratio="aspect-square"
                    priority={index === 0}
                  />
                }
                title={topper.name}
                meta={`${formatPercent(topper.division)} · ${topper.sessionYear}`}
              >
                <RecordText record={topper} field="stream" />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination params={shown} pages={list.pages} basePath={`/${route}`} />
    </InnerPage>
  )
}
