import { ToppersList } from '@/components/listing/ToppersList'
import { routeMetadata } from '@/lib/page-meta'

export const generateMetadata = routeMetadata('ToppersXII')

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ToppersXIIPage({ searchParams }: Props) {
  return <ToppersList cls="XII" search={await searchParams} />
}
