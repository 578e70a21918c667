'use client'

import { SiteLink } from '@/components/SiteLink'
import { useUiText } from '@/components/UiText'
import { useRouter } from 'next/navigation'
import { startTransition } from 'react'

/**
 * A page that failed on our side (the database unreachable, a bug) still shows the school's
 * header and footer, says it is our fault, and offers to try again; the details stay in the log.
 */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter()
  const text = useUiText()
  // The failure was the server's: fetch the page again, then leave the error view.
  const retry = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold text-brand">{text('Something went wrong on our side')}</h1>
      <p className="mt-3 text-muted">{text('This page could not be shown just now. Please try again in a moment.')}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className="btn-primary">
          {text('Try again')}
        </button>
        <SiteLink href="/" className="btn border border-brand text-brand">
          {text('Go to the home page')}
        </SiteLink>
      </p>
    </main>
  )
}
