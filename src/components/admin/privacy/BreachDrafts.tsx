import type { UIFieldServerProps } from 'payload'

import { LOCALES, LOCALE_NAMES_IN_ENGLISH } from '@/i18n/locales.mjs'
import { draftsOf } from '@/lib/privacy/breaches'
import type { Breach } from '@/payload-types'

import { CopyText } from '../CopyText'

/**
 * A breach's drafts (DPDP Rules r. 7), written from its saved record: the intimation and report to
 * the Data Protection Board, and the notice to each person affected, each in English and
 * Malayalam, to copy into a mail or letter.
 */
export async function BreachDrafts({ data, payload, req }: UIFieldServerProps) {
  const breach = data as Breach | undefined
  if (!breach?.id || breach.school == null) return null
  const drafts = await draftsOf(payload, breach, req).catch(() => null)
  if (!drafts) return null
  const sections = [
    {
      key: 'board',
      title: 'To the Data Protection Board of India',
      help: 'Until “First intimation sent to the Board” has a date this is the first intimation, sent at once; after it, the detailed report due within 72 hours. Send it as the Board’s website asks.',
      texts: drafts.board,
    },
    {
      key: 'people',
      title: 'To each person affected',
      help: 'Send it without delay to each person whose data it was, at the e-mail address or phone number the school holds for them, in the language they read: never to a group.',
      texts: drafts.people,
    },
  ] as const
  return (
    <div className="breach-drafts">
      <h3 className="breach-drafts__title">Drafts</h3>
      <p className="breach-drafts__help">
        Written from the record as last saved: save after a change to see it here. Text you typed stays in the language
        you typed it in, so write it in Malayalam in the Malayalam copy. What is “[not recorded yet]” still needs
        filling in above.
      </p>
      {sections.map((section) => (
        <section key={section.key} className="breach-drafts__draft">
          <h4 className="breach-drafts__draft-title">{section.title}</h4>
          <p className="breach-drafts__help">{section.help}</p>
          {LOCALES.map((locale) => (
            <CopyText
              key={locale}
              locale={locale}
              language={LOCALE_NAMES_IN_ENGLISH[locale]}
              text={section.texts[locale]}
              what="draft"
            />
          ))}
        </section>
      ))}
    </div>
  )
}
