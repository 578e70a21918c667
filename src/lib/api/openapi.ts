import { z } from 'zod'

import { admissionSchema } from '@/forms/admission'
import { careerSchema } from '@/forms/career'
import { contactSchema } from '@/forms/contact'
import { pushSchema } from '@/forms/push'
import { tcSchema } from '@/forms/tc'
import { IMAGE_WIDTHS, MAX_REQUESTED_WIDTH } from '@/lib/files/image-variants'
import { SCHOOL } from '@/seed/profile'
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales.mjs'
import { MAX_QUERY_LENGTH, MAX_RESULTS_PAGE, RESULTS_PER_PAGE } from '@/lib/search/terms'

import { DEFAULT_LIMIT, MAX_LIMIT, MAX_PAGE } from './query'
import { RESOURCES } from './resources'
import { apiSchemas } from './schemas'

/** What clients post: the forms' own schemas, with the wire shapes SPEC §7 names for career. */
const requestSchemas = z.registry<{ id: string; description?: string }>()
requestSchemas.add(tcSchema, { id: 'TcRequest', description: 'A transfer-certificate look-up.' })
requestSchemas.add(contactSchema, { id: 'ContactMessage', description: 'A message from the contact form.' })
requestSchemas.add(
  careerSchema.omit({ cv: true }).extend({
    qualification1: z
      .union([careerSchema.shape.qualification1, z.string()])
      .describe('The qualification rows, as a list or as a JSON string of the list.'),
    attachments: z
      .array(z.object({ name: z.string(), type: z.string(), data: z.string().describe('Base64, no data: prefix.') }))
      .min(1)
      .max(1)
      .describe('The CV: one PDF or JPEG, at most 5 MB.'),
    submissionKey: z
      .string()
      .regex(/^[\w-]{8,64}$/)
      .optional()
      .describe('Resending with the same key stores once.'),
  }),
  { id: 'CareerApplication', description: 'A job application with its CV.' },
)
requestSchemas.add(pushSchema, {
  id: 'PushSubscription',
  description:
    'A browser’s push subscription (PushSubscription.toJSON(): endpoint and keys) with the topics, classes and language it follows.',
})
requestSchemas.add(admissionSchema, {
  id: 'AdmissionRegistration',
  description: 'A Class 1 registration. siblings may also be sent as a JSON string of the list.',
})

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })

function components(registry: typeof apiSchemas, io: 'input' | 'output') {
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    io,
    unrepresentable: 'any',
  }) as { schemas: Record<string, Record<string, unknown>> }
  for (const schema of Object.values(schemas)) {
    delete schema.$schema
    delete schema.$id
  }
  return schemas
}

const json = (schema: object, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})
const refused = (description: string) => json(ref('Error'), description)

const schoolCode = {
  name: 'schoolCode',
  in: 'path',
  required: true,
  description: `The school's code, e.g. ${SCHOOL.code}.`,
  schema: { type: 'string', pattern: '^[A-Za-z0-9]{1,20}$' },
}

const LANG_READ =
  'The language of the texts: en (SPEC’s answers, the default) or ml, Malayalam, where each text the school has not written in Malayalam yet is its English, named in the item’s _english; in English, a text not written in English yet is its Malayalam, named in _malayalam.'

function langParam(description: string) {
  return {
    name: 'lang',
    in: 'query',
    description,
    schema: { type: 'string', enum: [...LOCALES], default: DEFAULT_LOCALE },
  }
}

const paging = [
  {
    name: 'limit',
    in: 'query',
    description: `Page size (default ${DEFAULT_LIMIT} when only page is given). Without limit and page the whole list is answered.`,
    schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
  },
  {
    name: 'page',
    in: 'query',
    description: 'Page number, from 1.',
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
  },
  langParam(LANG_READ),
]

const cachedList = {
  ETag: {
    description: 'Send it back as If-None-Match to get 304 while the list is unchanged.',
    schema: { type: 'string' },
  },
  'Cache-Control': { description: 'A few seconds, then revalidate.', schema: { type: 'string' } },
}

function listPaths() {
  return Object.fromEntries(
    Object.entries(RESOURCES).map(([name, r]) => [
      r.path,
      {
        get: {
          operationId: name,
          tags: ['Lists'],
          summary: r.summary,
          description: r.description,
          parameters: [schoolCode, ...paging],
          responses: {
            200: {
              ...json(ref(apiSchemas.get(r.answer)!.id), 'The list; total counts the whole list.'),
              headers: cachedList,
            },
            304: { description: 'Unchanged since the ETag sent.' },
            400: refused('limit, page or lang is not valid, or the query string is too long.'),
            404: refused('No school has this code.'),
          },
        },
      },
    ]),
  )
}

const fileAnswers = {
  200: {
    description: 'The file, with its content type, ETag and long-lived caching.',
    content: { 'image/*': {}, 'application/pdf': {} },
  },
  206: { description: 'The part of the file a Range header asked for.' },
  304: { description: 'Unchanged since the ETag sent.' },
  400: refused('The path tries to leave the store (.., encoded dots, absolute, backslash, NUL), or w is not valid.'),
  404: refused('No such public file.'),
  416: { description: 'The range asked for lies outside the file.' },
}

const widthParam = {
  name: 'w',
  in: 'query',
  description: `Resize a picture to this width (rounded up to one of ${IMAGE_WIDTHS.join(', ')}); AVIF or WebP when Accept allows, else the original format.`,
  schema: { type: 'integer', minimum: 1, maximum: MAX_REQUESTED_WIDTH },
}

function postPath(operationId: string, id: string, summary: string, success: string, extra: object[] = []) {
  return {
    post: {
      operationId,
      tags: ['Forms'],
      summary,
      parameters: [
        schoolCode,
        ...extra,
        langParam(
          'The language of the page the form was sent from: en (the default) or ml. It is stored with the submission, so the office can reply in it, and the acknowledgement mail goes in it.',
        ),
      ],
      requestBody: { required: true, content: { 'application/json': { schema: ref(id) } } },
      responses: {
        201: json({ type: 'object', properties: { data: { type: 'object' } } }, success),
        400: json(
          {
            type: 'object',
            properties: {
              error: { type: 'string' },
              fields: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
          'A field is missing or not valid (fields names each one), or lang is not valid.',
        ),
        404: refused('No school has this code.'),
        413: refused('The request is too large.'),
        429: refused('Too many submissions from this address; try again later.'),
      },
    },
  }
}

/** The OpenAPI 3.1 description of the public API, built from the schemas the handlers answer with. */
export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: `${SCHOOL.name} public API`,
      version: '1.0.0',
      description:
        'Read-only lists of published content of one school (SPEC §7), the file endpoint, and the form endpoints. ' +
        'Requests may carry an Authorization header and a schoolcode header; both are ignored. Any origin may call it.',
    },
    // Relative: the school's own site, at whichever of its addresses this description was read from.
    servers: [{ url: '/', description: 'The school’s site' }],
    // No operation needs a credential: reading is public, and the forms are rate-limited per address.
    security: [],
    paths: {
      ...listPaths(),
      '/api/subGallery': {
        get: {
          operationId: 'subGallery',
          tags: ['Lists'],
          summary: 'One gallery entry',
          parameters: [
            { name: 'id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } },
            langParam(LANG_READ),
          ],
          responses: {
            200: json(ref('SubGalleryAnswer'), 'The entry.'),
            304: { description: 'Unchanged since the ETag sent.' },
            400: refused('id is missing or not a number, or lang is not valid.'),
            404: refused('No published gallery entry has this id.'),
          },
        },
      },
      '/api/image/{path}': {
        get: {
          operationId: 'imageByPath',
          tags: ['Files'],
          summary: 'A stored public file',
          parameters: [
            {
              name: 'path',
              in: 'path',
              required: true,
              description: 'A path from an attachments list.',
              schema: { type: 'string' },
            },
            widthParam,
          ],
          responses: fileAnswers,
        },
      },
      '/api/image': {
        get: {
          operationId: 'imageByQuery',
          tags: ['Files'],
          summary: 'A stored public file, path as a query parameter',
          parameters: [
            {
              name: 'url',
              in: 'query',
              required: true,
              description: 'A path from an attachments list.',
              schema: { type: 'string' },
            },
            widthParam,
          ],
          responses: fileAnswers,
        },
      },
      '/api/tc/{schoolCode}': {
        post: {
          ...postPath('lookUpTransferCertificate', 'TcRequest', 'Look up an issued transfer certificate', '').post,
          // A look-up sends no mail and needs no reply, so it takes no language.
          parameters: [schoolCode],
          responses: {
            200: json(
              {
                type: 'object',
                properties: { data: { type: 'string', description: 'A link to the file, valid for 10 minutes.' } },
              },
              'The certificate was found.',
            ),
            400: refused('A field is missing.'),
            404: refused('No certificate for this admission number and name, or no such school.'),
            429: refused('Too many look-ups from this address.'),
          },
        },
      },
      '/api/form/{schoolCode}/{formType}': postPath(
        'sendContactMessage',
        'ContactMessage',
        'Send a contact message',
        'Stored.',
        [{ name: 'formType', in: 'path', required: true, schema: { type: 'string', maxLength: 50 } }],
      ),
      '/api/career/{schoolCode}': postPath('applyForPost', 'CareerApplication', 'Apply for a post', 'Stored.'),
      '/api/admission/{schoolCode}': {
        post: {
          ...postPath('registerForClass1', 'AdmissionRegistration', 'Register a child for admission', '').post,
          description:
            'Registers a child for a class of the school’s latest admission session (Class I when `class` is not sent). Refused (400, naming why) while the class is closed, not yet open or full, or when the child’s age is outside the class’s rule.',
          responses: {
            ...postPath('', 'AdmissionRegistration', '', '').post.responses,
            201: json(
              {
                type: 'object',
                properties: {
                  data: {
                    type: 'object',
                    properties: {
                      id: { type: 'string' },
                      received: { type: 'boolean' },
                      number: { type: 'string', examples: ['JRSBKL/2026-27/I/0042'] },
                    },
                  },
                },
              },
              'Stored; `number` is the application’s number.',
            ),
          },
        },
      },
      '/api/push/{schoolCode}': {
        post: {
          ...postPath('subscribePhone', 'PushSubscription', 'Get the school’s notifications on this phone', '').post,
          tags: ['Notifications'],
          description:
            'Stores the browser’s push subscription, or replaces the choices of one already stored (200). Notifications are signed with the key in the Subscribe page’s data-vapid-key.',
          parameters: [schoolCode],
          responses: {
            201: json({ type: 'object', properties: { data: { type: 'object' } } }, 'Stored.'),
            200: json(
              { type: 'object', properties: { data: { type: 'object' } } },
              'Already stored; its choices replaced.',
            ),
            400: refused('The subscription or a choice is not valid.'),
            404: refused('No school has this code.'),
            413: refused('The request is too large.'),
            429: refused('Too many requests from this address; try again later.'),
          },
        },
        delete: {
          operationId: 'unsubscribePhone',
          tags: ['Notifications'],
          summary: 'Stop the school’s notifications on this phone',
          parameters: [schoolCode],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { type: 'object', required: ['endpoint'], properties: { endpoint: { type: 'string' } } },
              },
            },
          },
          responses: {
            200: json(
              { type: 'object', properties: { data: { type: 'object' } } },
              'Forgotten (the same answer for an unknown endpoint).',
            ),
            400: refused('The endpoint is not valid.'),
            404: refused('No school has this code.'),
            429: refused('Too many requests from this address; try again later.'),
          },
        },
      },
      '/api/search/{schoolCode}': {
        get: {
          operationId: 'search',
          tags: ['Search'],
          summary: 'Search the school’s site',
          description:
            'The school’s published news, events, circulars, galleries, videos, pages, toppers and teachers, best match first, ' +
            'as its site’s /Search page shows them. Every word is required; English words are matched by their stem, ' +
            'Malayalam words also as the start of longer words. Quotes and operators are read as words. Never cached.',
          parameters: [
            schoolCode,
            {
              name: 'q',
              in: 'query',
              required: true,
              description: 'The words to search for.',
              schema: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH },
            },
            {
              name: 'page',
              in: 'query',
              description: `The page of results, ${RESULTS_PER_PAGE} to a page.`,
              schema: { type: 'integer', minimum: 1, maximum: MAX_RESULTS_PAGE, default: 1 },
            },
            langParam(
              'The site searched: en (the default) or ml, where a record without Malayalam is found through its English (inEnglish).',
            ),
          ],
          responses: {
            200: json(ref('SearchAnswer'), 'The page of results (data is empty when nothing matches).'),
            400: refused('q is missing, has no word, or is longer than allowed; or page or lang is not valid.'),
            404: refused('No school has this code.'),
            429: refused('Too many searches from this address; Retry-After says when to try again.'),
          },
        },
      },
    },
    components: { schemas: { ...components(apiSchemas, 'output'), ...components(requestSchemas, 'input') } },
  }
}
