import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'

import { env } from '@/lib/platform/env'

const enabled = () => env.benchEmptyPage

// Metadata is resolved apart from the page, so it checks too: a 404 must not carry this title.
export async function generateMetadata(): Promise<Metadata> {
  await connection()
  return enabled()
    ? { title: 'Empty page', description: 'The framework alone, measured beside the site by bench/lighthouse.ts.' }
    : {}
}

/**
 * An App Router page with nothing of ours on it, so bench/lighthouse.ts can show what the
 * framework alone costs in the same build and the same run. It exists only for a server started
 * with BENCH_EMPTY_PAGE=1 (bench/bench-site.ts does); everywhere else it is the 404 page.
 */
export default async function BenchEmptyPage() {
  // Read at request time: the build must not decide for the server that runs it.
  await connection()
  if (!enabled()) notFound()
  return (
    <main>
      <h1>Empty page</h1>
    </main>
  )
}
