import type { CollectionConfig } from 'payload'

import { attachmentsField, contentCollection } from './factory'

/** The SPEC §3 entities, with SPEC's field names: the public API answers under these names. */

export const News = contentCollection({
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  defaultSort: '-fromDate',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'fromDate', '_status'] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { name: 'fromDate', label: 'Date', type: 'date', required: true, index: true },
    { name: 'description', type: 'textarea' },
    attachmentsField('image', 'Images'),
    attachmentsField(),
  ],
})

export const Events = contentCollection({
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  defaultSort: '-date',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'venue', '_status'] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { name: 'date', type: 'date', required: true, index: true },
    { name: 'time', type: 'text', admin: { description: 'As it should read, e.g. 10:00 AM' } },
    { name: 'venue', type: 'text' },
    { name: 'description', type: 'textarea' },
    attachmentsField('images', 'Images'),
    attachmentsField(),
  ],
})

export const GALLERY_CATEGORIES = ['PhotoGallery', 'Achievement'] as const

export const Gallery = contentCollection({
  slug: 'gallery',
  labels: { singular: 'Gallery item', plural: 'Gallery' },
  defaultSort: '-date',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'date', '_status'],
    description: 'Photo galleries, and achievements (category Achievement) shown on the home page.',
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { name: 'date', type: 'date', required: true, index: true },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'PhotoGallery',
      index: true,
      options: GALLERY_CATEGORIES.map((c) => ({ label: c === 'PhotoGallery' ? 'Photo gallery' : c, value: c })),
    },
    {
      name: 'name',
      type: 'text',
      admin: { description: 'For achievements: the student or team honoured.' },
    },
    { name: 'description', type: 'textarea' },
    attachmentsField('attachments', 'Photos'),
  ],
})

export const Toppers = contentCollection({
  slug: 'toppers',
  labels: { singular: 'Topper', plural: 'Toppers' },
  defaultSort: '-division',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'class', 'sessionYear', 'division', '_status'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'class',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Class X', value: 'X' },
        { label: 'Class XII', value: 'XII' },
      ],
    },
    { name: 'stream', type: 'text', admin: { description: 'e.g. Science, Commerce; for class X leave empty.' } },
    {
      name: 'division',
      label: 'Percentage',
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      index: true,
    },
    {
      name: 'sessionYear',
      label: 'Session year',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Like 2024-2025' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\d{4}-\d{4}$/.test(value) && Number(value.slice(5)) === Number(value.slice(0, 4)) + 1
          ? true
          : 'Write the session year as two consecutive years, like 2024-2025.',
    },
    attachmentsField('attachments', 'Photo'),
  ],
})

export const PrincipalMessages = contentCollection({
  slug: 'principal-messages',
  labels: { singular: 'Message', plural: 'Messages' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', '_status'],
    description: 'Messages shown in the home page carousel (principal, manager, …).',
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'category', label: 'Designation', type: 'text', required: true },
    { name: 'message', type: 'richText', required: true },
    attachmentsField('attachments', 'Photo'),
  ],
})

export const Birthdays = contentCollection({
  slug: 'birthdays',
  labels: { singular: 'Birthday', plural: 'Birthdays' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'class', '_status'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'class', type: 'text', required: true, admin: { description: 'e.g. V A' } },
    attachmentsField('attachments', 'Photo'),
  ],
})

export const Highlights = contentCollection({
  slug: 'highlights',
  labels: { singular: 'Highlight', plural: 'Highlights' },
  admin: { useAsTitle: 'title', description: 'Lines of the scrolling marquee at the top of every page.' },
  fields: [{ name: 'title', type: 'text', required: true, maxLength: 300 }, attachmentsField()],
})

export const OnlineRegistrations = contentCollection({
  slug: 'online-registrations',
  labels: { singular: 'Online registration banner', plural: 'Online registration banners' },
  admin: { useAsTitle: 'title', description: 'Banner links shown above the home page header.' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'url', type: 'text', admin: { description: "Where the banner leads; the school's online registration link when empty." } },
    attachmentsField(),
  ],
})

export const NotificationPopups = contentCollection({
  slug: 'notification-popups',
  labels: { singular: 'Notification popup', plural: 'Notification popups' },
  admin: { useAsTitle: 'title', description: 'Opens by itself on the home page while at least one is published.' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'desc', label: 'Description', type: 'textarea' },
    attachmentsField('image', 'Images'),
    attachmentsField(),
    { name: 'url', type: 'text' },
    { name: 'urlTitle', label: 'Link text', type: 'text' },
  ],
})

export const Videos = contentCollection({
  slug: 'videos',
  labels: { singular: 'Video', plural: 'Videos' },
  defaultSort: '-date',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', '_status'] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'date', type: 'date', required: true, index: true },
    {
      name: 'videoUrl',
      label: 'Video URL',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^https?:\/\/\S+$/.test(value) ? true : 'Enter the full video address, starting with https://',
    },
  ],
})

export const contentCollections: CollectionConfig[] = [
  News,
  Events,
  Gallery,
  Toppers,
  PrincipalMessages,
  Birthdays,
  Highlights,
  OnlineRegistrations,
  NotificationPopups,
  Videos,
]
