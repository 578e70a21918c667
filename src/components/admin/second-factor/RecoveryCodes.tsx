'use client'

import { useState } from 'react'

/**
 * The ten recovery codes, once: each signs in once without the phone. They are kept only as
 * hashes, so this is the only time anyone sees them.
 */
export function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  const [copied, setCopied] = useState(false)
  const text = `Recovery codes for ${window.location.host} (each works once):\n${codes.join('\n')}\n`

  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    link.download = 'recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(link.href)
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="second-factor__recovery">
      <h1 id="recovery-codes-title">Two-factor sign-in is on</h1>
      <h2>Keep these recovery codes</h2>
      <p>
        If you lose your phone, each of these codes signs you in once instead of the app. They are shown only now: print
        them, or keep them in a safe place away from your phone.
      </p>
      <ul className="second-factor__codes" data-recovery-codes>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="second-factor__actions">
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium"
          onClick={async () => {
            await navigator.clipboard?.writeText(text)
            setCopied(true)
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={download}>
          Download
        </button>
        <a className="btn btn--style-primary btn--size-medium" href={next}>
          I have kept them: continue
        </a>
      </div>
    </section>
  )
}
