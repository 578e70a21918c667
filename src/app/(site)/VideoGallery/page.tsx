import { PlaceholderArt, PlaceholderCards } from '@/components/home/Cards'
import { InnerPage } from '@/components/InnerPage'
import { Filters, NothingMatches, Pagination } from '@/components/listing/Filters'
import { longDate } from '@/lib/format'
import { parseListParams } from '@/lib/listing'
import { routeMetadata } from '@/lib/page-meta'
import { requireSchool } from '@/lib/school'

import { videoListing, youTubeId } from './data'

export const generateMetadata = routeMetadata('VideoGallery')

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function VideoGalleryPage({ searchParams }: Props) {
  const school = await requireSchool()
  const params = parseListParams(await searchParams)
  const { years, list, hasAny } = await videoListing.page(school.id, { ...params, month: null })
  return (
    <InnerPage route="VideoGallery">
      <Filters label="Filter videos" params={params} years={years} showMonth={false} searchLabel="Search by title" />
      {!hasAny ? (
        <PlaceholderCards label="School video" />
      ) : list.docs.length === 0 ? (
        <NothingMatches basePath="/VideoGallery" what="videos" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.docs.map((v) => {
            const yt = youTubeId(v.videoUrl)
            return (
              <li key={v.id} className="overflow-hidden rounded-lg border border-slate-200">
                {yt ? (
                  // eslint-disable-next-line @next/next/no-img-element -- YouTube's own thumbnail, loaded from YouTube
                  <img
                    src={`https://i.ytimg.com/vi/${yt}/hqdefault.jpg`}
                    width={480}
                    height={360}
                    alt=""
                    loading="lazy"
                    className="aspect-video w-full bg-brand-soft object-cover"
                  />
                ) : (
                  <PlaceholderArt className="aspect-video" />
                )}
                <div className="p-4">
                  <p className="text-sm text-muted">{longDate(v.date)}</p>
                  <a href={v.videoUrl} target="_blank" rel="noopener noreferrer" className="font-semibold">
                    {v.title}
                    <span className="sr-only"> (opens the video in a new tab)</span>
                  </a>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <Pagination params={params} pages={list.pages} basePath="/VideoGallery" />
    </InnerPage>
  )
}
