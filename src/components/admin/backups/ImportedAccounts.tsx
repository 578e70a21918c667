'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

type Account = { id: number | string; email: string; role: string }

/**
 * The staff accounts that came with an imported school and have no password yet. The platform
 * admin confirms each one by making its set-password link and hands the link to the person (no
 * mail goes to an address an archive named); an account not wanted is deleted under Staff accounts.
 */
export function ImportedAccounts({ accounts, linkHours }: { accounts: Account[]; linkHours: number }) {
  const [links, setLinks] = useState<Record<string, string>>({})
  if (!accounts.length) return null

  const confirm = async (account: Account) => {
    const res = await fetch('/cms-api/backups/account-link', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: account.id }),
    }).catch(() => null)
    const answer = ((await res?.json().catch(() => null)) ?? {}) as { link?: string; error?: string }
    setLinks((all) => ({ ...all, [account.id]: answer.link ?? answer.error ?? 'The link could not be made.' }))
  }

  return (
    <section data-imported-accounts style={{ marginBlock: 'var(--base)' }}>
      <h3 style={{ marginBlockEnd: 'calc(var(--base) / 2)' }}>Imported staff accounts waiting for a password</h3>
      <p>
        An import never brings passwords, and mails nobody. For each person you know, make the link and hand it to them
        (it works for {linkHours} hours); they choose their password there. Delete any account you do not recognise
        under Staff accounts.
      </p>
      <ul>
        {accounts.map((account) => (
          <li key={account.id} style={{ marginBlock: 'calc(var(--base) / 2)', overflowWrap: 'anywhere' }}>
            {account.email} ({account.role === 'school-admin' ? 'school admin' : account.role}){' '}
            {links[account.id] ? (
              <>
                <output data-account-link style={{ userSelect: 'all', fontFamily: 'monospace' }}>
                  {links[account.id]}
                </output>{' '}
                {links[account.id].startsWith('http') && (
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    onClick={() => void navigator.clipboard?.writeText(links[account.id])}
                  >
                    Copy
                  </Button>
                )}
              </>
            ) : (
              <Button buttonStyle="secondary" size="small" onClick={() => confirm(account)}>
                Confirm and make the set-password link
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
