import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteLink } from '@/components/SiteLink'

/** A sentence about the subscription (left, or a link that no longer works) and the way to subscribe again. */
export async function SubscribeAgain({ message }: { message: string }) {
  const t = await getTranslations('Subscribe')
  return (
    <>
      <p className="mb-6 max-w-prose" role="status">
        {message}
      </p>
      <SiteLink href="/Subscribe" className="underline">
        {t('subscribeAgain')}
      </SiteLink>
    </>
  )
}

/** One button posting a mail's link on (to confirm, to leave): a plain form, so no JavaScript is needed. */
export function TokenButton({
  action,
  token,
  className,
  children,
}: {
  action: (form: FormData) => Promise<void>
  token: string
  className: string
  children: ReactNode
}) {
  return (
    <form action={action}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  )
}
