import { privacyNotice, type PrivacyForm } from '@/forms/privacy'

type School = Parameters<typeof privacyNotice>[0]

/** DPDP Act notice a visitor reads before sending a form: what, why, how long, whom to ask. */
export function PrivacyNotice({ school, form }: { school: School; form: PrivacyForm }) {
  const { text, email } = privacyNotice(school, form)
  return (
    <p className="max-w-prose rounded-md bg-slate-50 px-4 py-3 text-sm text-muted" data-privacy-notice={form}>
      <span className="font-semibold text-ink">Your data: </span>
      {text}
      {email && (
        <>
          {' '}
          To see, correct or delete what we hold about you, write to{' '}
          <a href={`mailto:${email}`} className="break-all underline">
            {email}
          </a>
          .
        </>
      )}
    </p>
  )
}
