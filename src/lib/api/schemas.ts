import { z } from 'zod'

import { LOCALES } from '../../i18n/locales.mjs'
import { SEARCH_KINDS } from '../search/kinds'

/**
 * The shapes the public API answers in, with SPEC §3's field names. The route handlers build their
 * answers as these types and /api/openapi.json is generated from these same schemas.
 */
export const apiSchemas = z.registry<{ id: string; description?: string }>()

const named = <S extends z.ZodType>(schema: S, id: string, description: string): S => {
  apiSchemas.add(schema, { id, description })
  return schema
}

const id = z.string().describe('The record id, as a string.')
const date = z.iso.datetime().describe('ISO 8601 date and time, UTC.')
const text = z.string()
const files = z
  .array(z.string().describe('A file path; GET /api/image/{path} serves it.'))
  .describe('Paths of stored files, served by GET /api/image/{path}.')

const english = z
  .array(z.string())
  .optional()
  .describe(
    'Only with lang=ml: the fields of this item given in English, because the school has not written them in Malayalam yet (an app may mark them lang="en"). Absent when every text is in Malayalam.',
  )

const malayalam = z
  .array(z.string())
  .optional()
  .describe(
    'Only with lang=en: the fields of this item given in Malayalam, because the school has not written them in English yet (an app may mark them lang="ml"). Absent when every text is in English.',
  )

/** An item with texts the school writes in both languages: it may say which came from the other language. */
const localizedItem = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject({ ...shape, _english: english, _malayalam: malayalam })

export const NewsItem = named(
  localizedItem({ _id: id, fromDate: date, title: text, description: text, image: files, attachments: files }),
  'NewsItem',
  'A news item.',
)

export const EventItem = named(
  localizedItem({
    _id: id,
    date,
    title: text,
    description: text,
    images: files,
    venue: text,
    time: text,
    attachments: files,
  }),
  'EventItem',
  'An event.',
)

export const GalleryItem = named(
  localizedItem({
    _id: id,
    title: text,
    description: text,
    date,
    category: z.enum(['PhotoGallery', 'Achievement']),
    attachments: files,
    name: text.describe('For achievements: the student or team honoured.'),
  }),
  'GalleryItem',
  'A photo gallery, or an achievement (category Achievement).',
)

export const TopperItem = named(
  localizedItem({
    _id: id,
    name: text,
    class: z.enum(['X', 'XII']),
    stream: text,
    division: z.number().min(0).max(100).describe('The percentage.'),
    sessionYear: z
      .string()
      .regex(/^\d{4}-\d{4}$/)
      .describe('Like 2023-2024.'),
    attachments: files,
  }),
  'TopperItem',
  'A board-exam topper.',
)

export const PrincipalMessageItem = named(
  localizedItem({
    _id: id,
    name: text,
    category: text.describe('The designation, e.g. Principal.'),
    message: text.describe('The message as HTML.'),
    attachments: files,
  }),
  'PrincipalMessageItem',
  "A message of the principal (or manager) with the writer's photo.",
)

export const BirthdayItem = named(
  z.strictObject({ _id: id, name: text, class: text, attachments: files }),
  'BirthdayItem',
  'A birthday greeting.',
)

export const HighlightItem = named(
  localizedItem({ _id: id, title: text, attachments: files }),
  'HighlightItem',
  'A line of the scrolling highlights.',
)

export const OnlineRegistrationItem = named(
  localizedItem({ _id: id, title: text, url: text, attachments: files }),
  'OnlineRegistrationItem',
  'An online-registration banner.',
)

export const NotificationItem = named(
  localizedItem({
    _id: id,
    title: text,
    image: files,
    desc: text,
    attachments: files,
    url: text,
    urlTitle: text,
  }),
  'NotificationItem',
  'A notification shown in the home page popup.',
)

export const VideoItem = named(
  localizedItem({ _id: id, title: text, date, videoUrl: z.url() }),
  'VideoItem',
  'A video.',
)

export const ApiError = named(
  z.strictObject({ error: z.string().describe('What is wrong, in a sentence.') }),
  'Error',
  'Why a request was refused.',
)

/** The answer of every list endpoint: the whole list, or one page of it when limit/page are given. */
export const listOf = <S extends z.ZodType>(item: S, id: string) =>
  named(
    z.strictObject({
      data: z.array(item),
      total: z.number().int().min(0).describe('How many records the whole list holds.'),
      page: z.number().int().min(1).optional().describe('The page answered, when limit or page was asked for.'),
      limit: z.number().int().min(1).optional().describe('The page size, when limit or page was asked for.'),
    }),
    id,
    'A list, newest first unless the endpoint says otherwise.',
  )

export const SubGalleryAnswer = named(z.strictObject({ data: GalleryItem }), 'SubGalleryAnswer', 'One gallery entry.')

export const SearchResultItem = named(
  z.strictObject({
    kind: z.enum(SEARCH_KINDS).describe('What the record is.'),
    title: z.string(),
    path: z
      .string()
      .describe('The page it is on, on the school’s site, in the language searched (/ml/… for Malayalam).'),
    date: z.string().nullable().describe('Its date (news, events, circulars, galleries, videos), ISO 8601.'),
    inEnglish: z.boolean().describe('Found on the Malayalam site through its English text: it has no Malayalam yet.'),
    inMalayalam: z.boolean().describe('Found on the English site through its Malayalam text: it has no English yet.'),
    snippet: z.string().describe('Words of its text around the match.'),
    marked: z
      .strictObject({ title: z.string(), snippet: z.string() })
      .describe('title and snippet as HTML: escaped, the matched words in <mark>.'),
  }),
  'SearchResult',
  'One record found.',
)

export const SearchAnswer = named(
  z.strictObject({
    query: z.string().describe('The search, as read (trimmed).'),
    lang: z.enum(LOCALES),
    total: z.number().int().min(0).describe('How many records match.'),
    page: z.number().int().min(1),
    pages: z.number().int().min(0),
    data: z
      .array(SearchResultItem)
      .describe('This page of results, best match first (title matches before text matches).'),
  }),
  'SearchAnswer',
  'A page of search results.',
)
