import { NextResponse } from 'next/server'

/**
 * Any site may read the public API from a browser. The old front end sends a fixed bearer value
 * and a schoolcode header; they are allowed through and grant nothing.
 */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, schoolcode, Content-Type, If-None-Match, Range',
  'Access-Control-Expose-Headers': 'ETag, Content-Length, Content-Range, Accept-Ranges',
  'Access-Control-Max-Age': '86400',
}

/** Lists change when the office saves: clients keep an answer a few seconds, then revalidate by ETag. */
export const LIST_CACHE_CONTROL = 'public, max-age=5, must-revalidate'

export const SERVER_ERROR = 'Something went wrong on our side. Please try again in a minute.'

export const preflight = () => new NextResponse(null, { status: 204, headers: CORS_HEADERS })

export const apiError = (status: number, error: string) =>
  NextResponse.json({ error }, { status, headers: { ...CORS_HEADERS, 'Cache-Control': 'no-store' } })

/** True when If-None-Match names `etag` (weak or strong, any in a list, or *). */
export function namesTag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** True when the client's copy (If-None-Match) is the one we would send. */
export const isFresh = (request: Request, etag: string) => namesTag(request.headers.get('if-none-match'), etag)

/** Status, headers and body of a serialised JSON answer: 304 when the client has it. */
export type AnswerParts = { status: 200 | 304; headers: Record<string, string>; body: string | null }

export function answerParts(
  ifNoneMatch: string | null | undefined,
  answer: { body: string; etag: string },
): AnswerParts {
  const headers = { ...CORS_HEADERS, ETag: answer.etag, 'Cache-Control': LIST_CACHE_CONTROL }
  if (namesTag(ifNoneMatch, answer.etag)) return { status: 304, headers, body: null }
  return { status: 200, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, body: answer.body }
}

/** A JSON answer already serialised, with its validator: 304 when the client has it. */
export function jsonAnswer(request: Request, answer: { body: string; etag: string }) {
  const { status, headers, body } = answerParts(request.headers.get('if-none-match'), answer)
  return new NextResponse(body, { status, headers })
}
