import { noPagesAtBuild } from '@/lib/site/site-path'

export const generateStaticParams = noPagesAtBuild

/**
 * Every page but home: no banner. default.tsx alone answers only a page's first load; on a
 * client-side navigation Next.js keeps an unmatched slot as it was, so home's banner stayed above
 * the header of every page reached from home. A slot page matching every other address clears it
 * (Next.js's parallel-routes docs, "Closing the modal").
 */
export default function NoBanner() {
  return null
}
