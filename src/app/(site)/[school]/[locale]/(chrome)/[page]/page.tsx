import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { InnerPage } from '@/components/InnerPage'
import { langOf } from '@/lib/content/in-locale'
import { mediaList, mediaOf } from '@/lib/content/media'
import { plainText, summary } from '@/lib/content/richtext'
import { getCustomPage } from '@/collections/CustomPages/queries'
import { documentTitle, pageMetadata } from '@/lib/site/page-meta'
import { pageLocale, pageSchool, type SchoolParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'
import type { CustomPage } from '@/payload-types'

/**
 * One of the school's own pages at /{slug} (SPEC's routes are folders of their own beside this,
 * and win). Rendered on its first visit, cached and cleared by a save like every page.
 */
export const generateStaticParams = noPagesAtBuild

type OwnPageParams = { params: Promise<Awaited<SchoolParams['params']> & { page: string }> }

async function ownPage(params: OwnPageParams['params']) {
  const school = await pageSchool(params)
  const { page: slug } = await params
  return { school, slug, page: await getCustomPage(school.id, slug, await pageLocale(params)) }
}

/** The picture a shared link shows: the page's first picture, of a picture or a gallery block. */
function firstPicture(page: CustomPage) {
  for (const block of page.layout ?? []) {
    if (block.blockType === 'image') return mediaOf(block.image)
    if (block.blockType === 'gallery') return mediaList(block.photos)[0] ?? null
  }
  return null
}

export async function generateMetadata({ params }: OwnPageParams): Promise<Metadata> {
  const { school, slug, page } = await ownPage(params)
  if (!page) return {}
  const firstText = page.layout?.find((block) => block.blockType === 'text')
  return pageMetadata(school, {
    title: documentTitle(page.title, school),
    description: page.description || summary(plainText(firstText?.content)) || page.title,
    path: `/${slug}`,
    image: firstPicture(page),
  })
}

export default async function OwnPage({ params }: OwnPageParams) {
  const { page, slug } = await ownPage(params)
  if (!page) notFound()
  return (
    <InnerPage path={`/${slug}`} section={page.section ?? null} title={page.title} titleLang={langOf(page, 'title')}>
      <RenderBlocks blocks={page.layout ?? []} pageTitle={page.title} />
    </InnerPage>
  )
}
