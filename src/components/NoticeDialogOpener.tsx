'use client'

import { useEffect } from 'react'

import { wireNoticeDialog } from './notice-dialog'

/** Opens the popup when home is reached by a client-side navigation (see notice-dialog.ts). */
export function NoticeDialogOpener({ id }: { id: string }) {
  useEffect(() => wireNoticeDialog(id), [id])
  return null
}
