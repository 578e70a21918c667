'use client'

import { useEffect, useState } from 'react'

import { readSubscribeForm } from '@/forms/subscribe-fields'

export type PhoneAlertsText = Record<
  'heading' | 'text' | 'button' | 'save' | 'on' | 'off' | 'stopped' | 'blocked' | 'failed' | 'noTopics' | 'working',
  string
>

type State = 'unsupported' | 'idle' | 'on' | 'working'

/** The form's id, whose choices (topics, classes, language) the phone takes. */
export const SUBSCRIBE_FORM_ID = 'subscribe-form'

/** The server's public key as the Push API takes it: bytes, from its base64url. */
const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

/**
 * "Get alerts on this phone": registers the site's service worker (/sw.js) and a push
 * subscription signed for the server's key, then stores it with the choices of the form above
 * (POST /api/push/{code}). Drawn only where the browser can receive pushes, so a page without
 * JavaScript, or a browser without the Push API, shows nothing of it; the worker is registered
 * here only, never by the site's other pages.
 */
export function PhoneAlerts({ code, vapidKey, text }: { code: string; vapidKey: string; text: PhoneAlertsText }) {
  const [state, setState] = useState<State>('unsupported')
  const [message, setMessage] = useState('')

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return
    let live = true
    navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => live && setState(subscription ? 'on' : 'idle'))
      .catch(() => live && setState('idle'))
    return () => {
      live = false
    }
  }, [])

  if (state === 'unsupported') return null

  const api = `/api/push/${encodeURIComponent(code)}`

  async function turnOn() {
    const form = document.getElementById(SUBSCRIBE_FORM_ID) as HTMLFormElement | null
    const choices = readSubscribeForm(new FormData(form ?? undefined))
    if (!choices.topics.length) return setMessage(text.noTopics)
    setState('working')
    setMessage(text.working)
    const before = state
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState(before)
        return setMessage(text.blocked)
      }
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
      await navigator.serviceWorker.ready
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidKey) }))
      const answer = await fetch(`${api}?lang=${document.documentElement.lang}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...subscription.toJSON(),
          topics: choices.topics,
          classes: choices.classes,
          language: choices.language || document.documentElement.lang,
        }),
      })
      if (!answer.ok) throw new Error(String(answer.status))
      setState('on')
      setMessage(text.on)
    } catch {
      setState(before)
      setMessage(text.failed)
    }
  }

  async function turnOff() {
    setState('working')
    try {
      const registration = await navigator.serviceWorker.getRegistration('/')
      const subscription = await registration?.pushManager.getSubscription()
      if (subscription) {
        await fetch(api, {
          method: 'DELETE',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ endpoint: subscription.endpoint }),
        })
        await subscription.unsubscribe()
      }
      setState('idle')
      setMessage(text.stopped)
    } catch {
      setState('on')
      setMessage(text.failed)
    }
  }

  return (
    <section className="mt-10 max-w-3xl border-t border-slate-200 pt-6" aria-labelledby="phone-alerts">
      <h2 id="phone-alerts" className="mb-2 text-xl font-semibold">
        {text.heading}
      </h2>
      <p className="mb-4 max-w-prose">{text.text}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={turnOn}
          disabled={state === 'working'}
          className="btn-primary px-6 py-3 text-base disabled:opacity-60"
        >
          {state === 'on' ? text.save : text.button}
        </button>
        {state === 'on' && (
          <button type="button" onClick={turnOff} className="btn-outline px-6 py-3 text-base">
            {text.off}
          </button>
        )}
      </div>
      <p className="mt-3 min-h-6" role="status">
        {message}
      </p>
    </section>
  )
}
