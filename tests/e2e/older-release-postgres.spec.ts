import { olderReleaseSpecs } from './helpers/older-release'

/** An older release's PostgreSQL dump (and files) restored and served by the current production server. */
olderReleaseSpecs('postgres')
