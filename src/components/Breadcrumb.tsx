import { SiteLink } from '@/components/SiteLink'

/** Home > section > page (SPEC §2). The section is plain text: it names a menu, not a page. */
export function Breadcrumb({ section, page }: { section?: string | null; page: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-white/90">
        <li>
          <SiteLink href="/" className="text-white underline">
            Home
          </SiteLink>
        </li>
        {section && (
          <li className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            <span>{section}</span>
          </li>
        )}
        <li className="flex items-center gap-1">
          <span aria-hidden="true">›</span>
          <span aria-current="page" className="font-semibold text-white">
            {page}
          </span>
        </li>
      </ol>
    </nav>
  )
}
