import { logOpening } from '@/lib/privacy/access-log'
import type { CollectionConfig, Field } from 'payload'

import {
  adminsOfSchool,
  contentRead,
  draftsDelete,
  draftsWrite,
  nobody,
  publicRead,
  publishersOnly,
  versionsRead,
} from '@/access/roles'
import { csvExportEndpoint } from '@/endpoints/csv-export'
import { editorsCreateDrafts, editorsSaveDrafts } from '@/hooks/editors-save-drafts'
import { notifyOnCreate } from '@/hooks/notify'
import { announceOnPublish } from '@/jobs/notifications'
import { revalidateHooks } from '@/hooks/revalidate'
import { reviewField, trackReview } from '@/fields/review'
import { noticeVersionField } from '@/fields/notice-version'
import { shareMessageField } from '@/fields/share-message'
import { demoField, schoolField } from '@/fields/school'
import { messageHeadField, sentByVisitor } from '@/fields/sent-by-visitor'
import { previewAdmin } from '@/lib/preview/admin'
import type { PreviewCollection } from '@/lib/preview/paths'
import { isSearched } from '@/lib/search/searched'
import { searchIndexHooks } from '@/lib/search/sync'

import type { ContentType } from './content-type'
import { contentTypeOf } from './registry'

type Base = Omit<CollectionConfig, 'access' | 'fields'> & { fields: Field[] }

type Hooks = NonNullable<CollectionConfig['hooks']>

/**
 * Revalidation of the school's pages after every save (a collection that names its own
 * afterChange or afterDelete hooks includes it there); then the search index's upkeep where the
 * site searches the collection, and the subscribers' mail where they hear of it.
 */
function siteHooks(slug: string, hooks: Hooks | undefined): Hooks {
  const search = isSearched(slug) ? searchIndexHooks(slug) : null
  const announced = !!(contentTypeOf(slug) as ContentType | undefined)?.announce
  return {
    ...revalidateHooks,
    ...hooks,
    afterChange: [
      ...(hooks?.afterChange ?? revalidateHooks.afterChange),
      ...(search ? [search.afterChange] : []),
      ...(announced ? [announceOnPublish] : []),
    ],
    afterDelete: [...(hooks?.afterDelete ?? revalidateHooks.afterDelete), ...(search ? [search.afterDelete] : [])],
  }
}

/** Where an editor's button beside Save draft comes from: Publish for those who may, else Submit for review. */
const PUBLISH_OR_SUBMIT = '/components/admin/review/PublishOrSubmitForReview#PublishOrSubmitForReview'

/**
 * A SPEC §3 content type, or one of the school's pages: belongs to one school, has drafts so
 * nothing half-written reaches visitors, goes through review (editors ask, school admins publish),
 * can be previewed as the site would show it. Content seeded as a sample carries the demo marker;
 * the school's own pages are its profile, never a sample, so they go without (`demo: false`).
 */
export function contentCollection(
  config: Base & { slug: PreviewCollection },
  { demo = true }: { demo?: boolean } = {},
): CollectionConfig {
  return {
    ...config,
    admin: {
      group: 'Content',
      ...previewAdmin(config.slug),
      ...config.admin,
      components: {
        ...config.admin?.components,
        edit: { PublishButton: PUBLISH_OR_SUBMIT, ...config.admin?.components?.edit },
      },
    },
    hooks: {
      ...siteHooks(config.slug, config.hooks),
      beforeOperation: [editorsSaveDrafts, ...(config.hooks?.beforeOperation ?? [])],
      beforeChange: [editorsCreateDrafts, trackReview, ...(config.hooks?.beforeChange ?? [])],
    },
    access: {
      read: contentRead,
      readVersions: versionsRead,
      create: draftsWrite,
      update: draftsWrite,
      delete: draftsDelete,
    },
    // Publishing (and unpublishing) can wait for a chosen time: Payload queues a job that the
    // server's jobs queue runs at that minute (payload.config.ts, jobs.autoRun).
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
    fields: [
      ...config.fields,
      reviewField(),
      ...((contentTypeOf(config.slug) as ContentType | undefined)?.announce ? [shareMessageField()] : []),
      schoolField(),
      ...(demo ? [demoField()] : []),
    ],
  }
}

/**
 * The school's own standing tables (faculty, trust, disclosure): public, edited in place, so a
 * change is on the site at once. They have no drafts to review, so only those who publish (the
 * school's admins) edit them; editors read them.
 */
export function profileCollection(config: Base): CollectionConfig {
  return {
    ...config,
    admin: { group: 'School profile', ...config.admin },
    hooks: siteHooks(config.slug, config.hooks),
    access: { read: publicRead, create: publishersOnly, update: publishersOnly, delete: publishersOnly },
    fields: [...config.fields, schoolField()],
  }
}

/**
 * What visitors send in. Only the site's server code creates these (through the local API); the
 * school's admins read and work through them; editors and visitors never see them. The fields
 * given are what the visitor sent, kept as sent (sentByVisitor); the office's own (Status, Notes)
 * are added here, and only those can be changed.
 */
export function submissionCollection(
  config: Base,
  {
    statuses = [],
    pipeline,
    officeFields = [],
  }: {
    statuses?: { label: string; value: string }[]
    /** Statuses of the collection's own in place of the inboxes' new / in progress / done; the first is a new record's. */
    pipeline?: { label: string; value: string }[]
    /** The office's own fields beside Status and Notes (an assignee, a history): theirs to change. */
    officeFields?: Field[]
  } = {},
): CollectionConfig {
  const fields: Field[] = [
    ...config.fields.map(sentByVisitor),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: pipeline?.[0].value ?? 'new',
      index: true,
      options: pipeline ?? [
        { label: 'New', value: 'new' },
        { label: 'In progress', value: 'in-progress' },
        { label: 'Done', value: 'done' },
        ...statuses,
      ],
      admin: { position: 'sidebar' },
    },
    {
      // The office's own words on the message, beside its status. Like the rest of the record it
      // is read by the school's admins alone (the collection's access) and written in no log.
      name: 'notes',
      type: 'textarea',
      label: 'Notes',
      admin: {
        position: 'sidebar',
        rows: 6,
        description: 'For the office only: who rang back, what was decided. The sender never sees it.',
      },
    },
    ...officeFields,
    {
      // The form's one-time key: a double click or a resent request stores one record, not two.
      name: 'submissionKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
    noticeVersionField(),
    schoolField(),
    {
      // Payload's own creation time, declared to name it as an inbox does ("Received", not
      // "Created At") in the list's column, its filters and the CSV. It is what Payload would add:
      // same column and index, hidden in the form (the message's head shows it), never changed.
      name: 'createdAt',
      type: 'date',
      label: 'Received',
      index: true,
      access: { update: () => false },
      admin: { hidden: true, disableBulkEdit: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ]
  return {
    ...config,
    admin: {
      group: 'Inbox',
      defaultColumns: ['createdAt', 'status'],
      ...config.admin,
      components: {
        beforeListTable: [
          { path: '/components/admin/ExportCsvButton#ExportCsvButton', clientProps: { collectionSlug: config.slug } },
        ],
      },
    },
    // A collection's own endpoints come first: its own export replaces the plain one.
    endpoints: [...(Array.isArray(config.endpoints) ? config.endpoints : []), csvExportEndpoint(config.slug, fields)],
    access: { read: adminsOfSchool, create: nobody, update: adminsOfSchool, delete: adminsOfSchool },
    defaultSort: '-createdAt',
    hooks: {
      afterChange: [notifyOnCreate(config.slug as Parameters<typeof notifyOnCreate>[0])],
      ...config.hooks,
      // Each opening by staff is logged (who saw what, kept a year).
      afterOperation: [...(config.hooks?.afterOperation ?? []), logOpening],
    },
    // The head (received, reply, call) stores nothing, so the CSV export above is given the fields without it.
    fields: [messageHeadField(), ...fields],
  }
}
