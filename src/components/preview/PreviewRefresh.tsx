'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside the admin's Live Preview frame: tells the admin the page is ready, and renders the page
 * again whenever the admin saves (Payload posts `payload-document-event`), so a saved draft shows
 * without reloading. Messages from any other origin are ignored.
 */
export function PreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const origin = window.location.origin
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
