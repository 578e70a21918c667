import { recordIdSuite } from '../helpers/record-ids'

/** Record numbers that are not ones, on SQLite (tests/helpers/record-ids.ts). */
recordIdSuite('SQLite', () => undefined)
