'use client'

import { toast, UploadField, useConfig } from '@payloadcms/ui'
import type { UploadFieldClientProps } from 'payload'
import type React from 'react'

import { sortFiles, UPLOAD_MESSAGES, uploadRules, type Refusal } from '@/lib/submissions/upload-check'

/**
 * Payload's upload field, unchanged, with one thing added: files that the media library would
 * refuse are named, each with its reason, the moment they are dropped or chosen, and the others go
 * on into Payload's bulk upload. Payload's own bulk upload leaves out a file of the wrong type
 * without a word and learns of one over the size limit only from the server, without its name.
 *
 * The check listens in React's capture phase on a wrapper: the bulk upload drawer is rendered
 * inside this field's React tree (each upload field has its own bulk upload provider), so drops on
 * the field, drops in the drawer and files chosen with "Select files" or "Add file" all pass here
 * before Payload's own handlers see them.
 */
export function CheckedUploadField(props: UploadFieldClientProps) {
  const { getEntityConfig } = useConfig()
  const { relationTo } = props.field
  const collection = typeof relationTo === 'string' ? getEntityConfig({ collectionSlug: relationTo }) : undefined
  const rules = uploadRules(collection?.upload ? collection.upload.mimeTypes : undefined)

  const onDropCapture = (event: React.DragEvent<HTMLElement>) => {
    const files = event.dataTransfer?.files
    if (!files?.length) return
    const { accepted, refused } = sortFiles(files, rules)
    if (!refused.length) return
    // Payload's drop zone listens on its element itself, so the browser's event must stop here;
    // a new one carries the accepted files on to the same place.
    event.preventDefault()
    event.nativeEvent.stopPropagation()
    announce(refused)
    const target = event.target
    target.dispatchEvent(
      accepted.length
        ? new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: fileList(accepted) })
        : new DragEvent('dragleave', { bubbles: true, cancelable: true }),
    )
  }

  const onChangeCapture = (event: React.ChangeEvent<HTMLElement>) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return
    const { accepted, refused } = sortFiles(input.files, rules)
    if (!refused.length) return
    announce(refused)
    // Payload's own change handler runs after this one and reads what is left.
    input.files = fileList(accepted).files
  }

  return (
    <div onDropCapture={onDropCapture} onChangeCapture={onChangeCapture} style={{ display: 'contents' }}>
      <UploadField {...props} />
    </div>
  )
}

const fileList = (files: File[]) => {
  const list = new DataTransfer()
  for (const file of files) list.items.add(file)
  return list
}

/** One message for the whole drop, kept until closed: with 50 photos, staff need the names to fix them. */
function announce(refused: Refusal[]) {
  toast.error(UPLOAD_MESSAGES.heading(refused.length), {
    className: 'upload-refusals',
    description: (
      <ul style={{ margin: 0, paddingLeft: '1.1em' }}>
        {refused.map((r, i) => (
          <li key={i}>
            <strong>{r.name}</strong>: {r.reason}
          </li>
        ))}
      </ul>
    ),
    duration: Infinity,
  })
}
