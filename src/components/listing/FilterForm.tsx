'use client'

import { usePathname, useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useTransition } from 'react'

/**
 * The filters are a plain GET form, so they work without JavaScript and live in the URL. With
 * JavaScript, a change applies at once without a full page load.
 */
export function FilterForm({ children, label }: { children: ReactNode; label: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const [pending, startTransition] = useTransition()

  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.set(key, value)
    startTransition(() => router.push(`${pathname}?${params}`, { scroll: false }))
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    apply(e.currentTarget)
  }

  return (
    <form
      role="search"
      aria-label={label}
      method="get"
      onSubmit={onSubmit}
      onChange={(e) => {
        if ((e.target as HTMLElement).tagName === 'SELECT') apply(e.currentTarget)
      }}
      aria-busy={pending}
      className="mb-8 flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-4"
    >
      {children}
    </form>
  )
}
