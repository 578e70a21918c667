import { SiteLink } from '@/components/SiteLink'

export function NotFoundMessage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-semibold">This page could not be found</h1>
      <p className="mt-3 text-muted">The address may be mistyped, or the page may have moved.</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <SiteLink href="/" className="btn-primary">
          Go to the home page
        </SiteLink>
        <SiteLink href="/ContactUs" className="btn border border-brand text-brand">
          Contact the school
        </SiteLink>
      </p>
    </main>
  )
}
