/**
 * The notification popup's behaviour, in plain DOM code with no imports: it is sent as an inline
 * script right after the dialog's HTML (so the popup opens, pages and closes before any of the
 * framework's JavaScript has arrived), and run again by NoticeDialogOpener when home is reached by
 * a client-side navigation, where inline scripts do not run. Wiring a dialog twice does nothing.
 *
 * SPEC §4: it opens by itself; once closed it stays closed for the rest of the visit (the tab's
 * session), until the notices change (the key names them).
 */
export function wireNoticeDialog(id: string) {
  const dialog = document.getElementById(id) as HTMLDialogElement | null
  if (!dialog || dialog.dataset.wired) return
  dialog.dataset.wired = '1'
  const key = dialog.dataset.seen || id
  const notices = Array.from(dialog.querySelectorAll<HTMLElement>('[data-notice]'))
  const counter = dialog.querySelector('[data-notice-count]')
  let index = 0
  const show = (next: number) => {
    index = (next + notices.length) % notices.length
    notices.forEach((notice, i) => {
      notice.hidden = i !== index
    })
    dialog.setAttribute('aria-labelledby', notices[index].dataset.notice || '')
    // The count is written in the page's language with the shown notice's number first ("1 of 3").
    if (counter) counter.textContent = (counter.textContent || '').replace(/\d+/, String(index + 1))
  }
  dialog.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-notice-step]')
    if (button) show(index + Number(button.getAttribute('data-notice-step')))
  })
  // A modal dialog makes the page behind it inert; this also keeps Tab from leaving it for the
  // browser's own controls.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
      (el) => !el.closest('[hidden]'),
    )
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  })
  dialog.addEventListener('close', () => {
    try {
      sessionStorage.setItem(key, '1')
    } catch {
      // Storage refused (private mode): the popup opens again next time.
    }
  })
  let closed = false
  try {
    closed = sessionStorage.getItem(key) === '1'
  } catch {
    // Storage refused: treat the visit as new.
  }
  if (closed) return
  // Opened once the page has loaded and the browser is idle. A modal dialog makes the whole page
  // behind it inert, which costs a style and layout pass over every element: opened while the
  // page was still being read, that pass held back the slide's first paint and ran into the
  // framework's start-up as one long task (Lighthouse: home's blocking time 197 -> 81 ms).
  const open = () => {
    if (!dialog.open && dialog.isConnected) dialog.showModal()
  }
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(open, { timeout: 1000 }) : setTimeout(open, 50)
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}
