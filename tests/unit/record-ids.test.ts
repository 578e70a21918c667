import type { CollectionBeforeOperationHook } from 'payload'
import { describe, expect, it } from 'vitest'

import { isRecordId, recordIdsOnly } from '@/hooks/record-ids'

/**
 * Which values are record numbers, every one of them through the path and the filter check
 * (the hook as Payload calls it). tests/helpers/record-ids.ts holds the hook to the same rules
 * in every collection, field and operation on both databases, with one value of each kind.
 */
const NOT_RECORD_IDS = [
  'abc',
  'distinct',
  '1.5',
  // Payload parses a path's id with parseFloat: 5 and 1000.
  '5abc',
  '1e3',
  '',
  ' 1',
  '0x10',
  // Past PostgreSQL's `integer`, which answered 500 when it reached the database.
  '2147483648',
  '3000000000',
  '99999999999',
]
const RECORD_IDS = ['1', '42', '2147483647', '-1']

type HookArgs = Parameters<CollectionBeforeOperationHook>[0]
const call = (routeId: string | undefined, where?: unknown) =>
  recordIdsOnly({
    args: { where },
    collection: { flattenedFields: [] },
    req: {
      payload: { config: { collections: [] } },
      payloadAPI: 'REST',
      routeParams: routeId === undefined ? {} : { id: routeId },
      t: (key: string) => key,
    },
  } as unknown as HookArgs)

describe('record numbers', () => {
  it('are whole numbers within PostgreSQL’s integer, as numbers or digits', () => {
    for (const value of NOT_RECORD_IDS) expect(isRecordId(value), value).toBe(false)
    for (const value of RECORD_IDS) expect(isRecordId(value), value).toBe(true)
    expect(isRecordId(7)).toBe(true)
    expect(isRecordId(1.5)).toBe(false)
    expect(isRecordId(null)).toBe(false)
  })

  it('in a path: anything else is Not Found', () => {
    for (const value of NOT_RECORD_IDS)
      expect(() => call(value), value).toThrow(expect.objectContaining({ status: 404 }))
    for (const value of RECORD_IDS) expect(() => call(value), value).not.toThrow()
  })

  it('in a filter on the id, alone or in a list: anything else is refused naming the field', () => {
    for (const value of NOT_RECORD_IDS) {
      for (const where of [
        { id: { equals: value } },
        { id: { in: ['1', value] } },
        { and: [{ id: { not_in: [value] } }] },
      ])
        expect(() => call(undefined, where), JSON.stringify(where)).toThrow(
          expect.objectContaining({ status: 400, message: '"id" takes record numbers only.' }),
        )
    }
    // A list as the query string brings it: one text split at its commas, or qs's object of a long list.
    for (const list of ['1,x', { 0: '1', 1: 'x' }, '1,'])
      expect(() => call(undefined, { id: { in: list } }), JSON.stringify(list)).toThrow(
        expect.objectContaining({ status: 400 }),
      )
    for (const value of RECORD_IDS) expect(() => call(undefined, { id: { in: `1,${value}` } }), value).not.toThrow()
    expect(() => call(undefined, { id: { equals: null } })).not.toThrow()
    expect(() => call(undefined, { id: { greater_than: 'abc' } })).toThrow(expect.objectContaining({ status: 400 }))
    expect(() => call(undefined, { id: { contains: '1' } })).toThrow(
      expect.objectContaining({ message: '"id" is a record number: compare it with equals, in or exists.' }),
    )
  })
})
