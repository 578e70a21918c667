/**
 * The service worker's script, as the browser runs it (plain JavaScript in a string: it is served
 * as one file by app/(site)/[school]/sw.js and never bundled). A push carries lib/notifications/
 * push-message.ts's PushMessage; the notification opens its page on the worker's own site, or
 * brings that page forward when it is open already.
 */
export const SERVICE_WORKER = `'use strict'
self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch (error) {}
  const title = typeof message.title === 'string' && message.title ? message.title : self.location.host
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      lang: typeof message.lang === 'string' ? message.lang : '',
      tag: typeof message.tag === 'string' ? message.tag : '',
      icon: '/icon-192.png',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  )
})
// The pages open now are the worker's at once, so that a tap can bring one of them to the page.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin)
  // Only the site's own pages: a push names a path, never another site.
  if (url.origin !== self.location.origin) return
  const focus = (client) => client.focus().catch(() => client)
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      const there = windows.find((client) => client.url === url.href)
      if (there) return focus(there)
      // A page of the site already open goes to the record, rather than a second tab opening.
      if (windows[0]) return windows[0].navigate(url.href).then((client) => client && focus(client))
      return self.clients.openWindow(url.href)
    }),
  )
})
`
