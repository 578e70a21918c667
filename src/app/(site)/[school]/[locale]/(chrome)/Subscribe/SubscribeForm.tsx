'use client'

import type { ReactNode } from 'react'

import { CIRCULAR_CLASSES } from '@/collections/Circulars/categories'
import { FREQUENCIES, FREQUENCY_LABELS, TOPIC_LABELS, TOPICS } from '@/collections/Subscriptions/choices'
import { describedBy } from '@/components/forms/Field'
import { FormFieldsProvider, TextInput } from '@/components/forms/FormFields'
import { FormEnd } from '@/components/forms/FormStatus'
import { useFormSubmission } from '@/components/forms/useFormSubmission'
import { useUiText } from '@/components/UiText'
import { classBox, readSubscribeForm, topicBox } from '@/forms/subscribe-fields'
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales.mjs'

import { saveChoices, submitSubscription } from './actions'
import { SUBSCRIBE_FORM_ID } from './PhoneAlerts'

export type SubscribeDefaults = {
  topics: readonly string[]
  classes: readonly string[]
  frequency: string
  language: Locale
}

/**
 * /Subscribe's form, and the same form on the page a subscriber's link opens (`token`), where the
 * address is fixed and the button saves the choices. Every choice is a plain box or radio button,
 * so the form works without JavaScript; with it, the schema checks first, as on SPEC's forms.
 */
export function SubscribeForm({
  defaults,
  token,
  notice,
}: {
  defaults: SubscribeDefaults
  token?: string
  notice?: ReactNode
}) {
  const { state, formAction, onSubmit, onFocus, pending, fields, submissionKey } = useFormSubmission(
    token ? saveChoices : submitSubscription,
    () => import('@/forms/subscribe').then((m) => (token ? m.choicesSchema : m.subscribeSchema)),
    readSubscribeForm,
  )
  const text = useUiText()
  const typed = state.status === 'invalid' || state.status === 'error'
  const checked = (box: string, chosen: boolean) => (typed ? state.values[box] === 'on' : chosen)
  const picked = (name: string, value: string, chosen: string) =>
    typed ? state.values[name] === value : chosen === value
  const error = (name: string) => fields.errors[name]

  return (
    <form
      id={token ? undefined : SUBSCRIBE_FORM_ID}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      className="grid max-w-3xl gap-6"
      aria-describedby="subscribe-status"
    >
      {token && <input type="hidden" name="token" value={token} />}
      <FormFieldsProvider value={fields}>
        {/* A new subscriber's form starts empty again after each answer; a subscriber's keeps what they chose. */}
        <div key={token ? 'choices' : state.key} className="grid gap-6">
          {!token && <TextInput name="email" label="Email" type="email" autoComplete="email" />}
          <fieldset className="grid gap-2" {...describedBy('topics', error('topics'))}>
            <legend className="mb-2 font-medium">
              {text('What would you like to receive?')}
              <span className="text-accent" aria-hidden="true">
                {' '}
                *
              </span>
            </legend>
            {TOPICS.map((topic) => (
              <label key={topic} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name={topicBox(topic)}
                  defaultChecked={checked(topicBox(topic), defaults.topics.includes(topic))}
                  onChange={() => fields.clear('topics')}
                  className="mt-1 h-5 w-5 shrink-0"
                />
                <span>{text(TOPIC_LABELS[topic])}</span>
              </label>
            ))}
            {error('topics') && (
              <p id="topics-error" className="text-sm font-medium text-[#b91c1c]">
                {text(error('topics') as string)}
              </p>
            )}
          </fieldset>
          <fieldset>
            <legend className="mb-1 font-medium">{text('Classes of your children')}</legend>
            <p className="mb-2 text-sm text-muted">
              {text(
                'Circulars for these classes come with those for the whole school. Choose none for whole-school circulars only.',
              )}
            </p>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {CIRCULAR_CLASSES.map((name) => (
                // A word, not a numeral: it takes two cells rather than breaking.
                <label key={name} className={`flex items-center gap-2 ${name === 'Pre-primary' ? 'col-span-2' : ''}`}>
                  <input
                    type="checkbox"
                    name={classBox(name)}
                    defaultChecked={checked(classBox(name), defaults.classes.includes(name))}
                    className="h-5 w-5 shrink-0"
                  />
                  <span className="whitespace-nowrap">{text(name)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium">{text('How often?')}</legend>
            {FREQUENCIES.map((frequency) => (
              <label key={frequency} className="flex items-start gap-3">
                <input
                  type="radio"
                  name="frequency"
                  value={frequency}
                  defaultChecked={picked('frequency', frequency, defaults.frequency)}
                  className="mt-1 h-5 w-5 shrink-0"
                />
                <span>{text(FREQUENCY_LABELS[frequency])}</span>
              </label>
            ))}
            <p className="text-sm text-muted">{text('Urgent alerts always come at once.')}</p>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium">{text('Language of the mails')}</legend>
            <div className="flex flex-wrap gap-6">
              {LOCALES.map((locale) => (
                <label key={locale} className="flex items-center gap-2" lang={locale}>
                  <input
                    type="radio"
                    name="language"
                    value={locale}
                    defaultChecked={picked('language', locale, defaults.language)}
                    className="h-5 w-5"
                  />
                  <span>{LOCALE_NAMES[locale]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </FormFieldsProvider>
      <FormEnd
        submissionKey={submissionKey}
        state={state}
        pending={pending}
        notice={notice}
        statusId="subscribe-status"
        submitLabel={token ? 'Save my choices' : 'Subscribe'}
      />
    </form>
  )
}
