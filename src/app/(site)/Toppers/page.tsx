import { ToppersList } from '@/components/listing/ToppersList'
import { routeMetadata } from '@/lib/page-meta'

export const generateMetadata = routeMetadata('Toppers')

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ToppersPage({ searchParams }: Props) {
  return <ToppersList cls="X" search={await searchParams} />
}
