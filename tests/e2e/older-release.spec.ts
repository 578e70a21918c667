import { olderReleaseSpecs } from './helpers/older-release'

/** An older release's SQLite backup restored and served by the current production server. */
olderReleaseSpecs('sqlite')
