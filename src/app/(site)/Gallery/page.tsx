import Link from 'next/link'

import { Card, CardImage, PlaceholderCards } from '@/components/home/Cards'
import { InnerPage } from '@/components/InnerPage'
import { Filters, NothingMatches, Pagination } from '@/components/listing/Filters'
import { longDate } from '@/lib/format'
import { parseListParams } from '@/lib/listing'
import { mediaList } from '@/lib/media'
import { routeMetadata } from '@/lib/page-meta'
import { requireSchool } from '@/lib/school'

import { galleryListing } from './data'

export const generateMetadata = routeMetadata('Gallery')

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function GalleryPage({ searchParams }: Props) {
  const school = await requireSchool()
  const params = parseListParams(await searchParams)
  const { years, list, hasAny } = await galleryListing.page(school.id, params)
  return (
    <InnerPage route="Gallery">
      <Filters label="Filter galleries" params={params} years={years} />
      <p className="mb-4 font-semibold" aria-live="polite">
        Total categories: {list.total}
      </p>
      {!hasAny ? (
        <PlaceholderCards label="Photo gallery" />
      ) : list.docs.length === 0 ? (
        <NothingMatches basePath="/Gallery" what="galleries" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {list.docs.map((g) => {
            const photos = mediaList(g.attachments)
            return (
              <li key={g.id}>
                <Card
                  image={<CardImage media={photos[0] ?? null} alt={g.title} />}
                  title={g.title}
                  meta={longDate(g.date)}
                >
                  <span className="block">{photos.length} photos</span>
                  <Link href={`/SubGallery?id=${g.id}`} className="relative z-10 mt-2 inline-block font-semibold">
                    View More<span className="sr-only">: {g.title}</span>
                  </Link>
                </Card>
              </li>
            )
          })}
        </ul>
      )}
      <Pagination params={params} pages={list.pages} basePath="/Gallery" />
    </InnerPage>
  )
}
