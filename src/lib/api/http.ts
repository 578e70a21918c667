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

/** True when the client's copy (If-None-Match) is the one we would send. */
export function isFresh(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match')
  if (!header) return false
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** A JSON answer already serialised, with its validator: 304 when the client has it. */
export function jsonAnswer(request: Request, answer: { body: string; etag: string }) {
  const headers = { ...CORS_HEADERS, ETag: answer.etag, 'Cache-Control': LIST_CACHE_CONTROL }
  if (isFresh(request, answer.etag)) return new NextResponse(null, { status: 304, headers })
  return new NextResponse(answer.body, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  })
}
