import { olderReleaseSuite } from '../helpers/older-release-suite'

/** The README's restore of an older release's SQLite backup (DATA_DIR), migrated by the current code. */
olderReleaseSuite('sqlite', () => undefined)
