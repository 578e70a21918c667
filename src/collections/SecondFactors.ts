import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/roles'
import { SECOND_FACTORS } from '@/lib/accounts/second-factor-store'

/**
 * Each staff account's second factor (lib/accounts/second-factor.ts), a row of its own beside the
 * account rather than fields of it: Payload writes the whole account back whenever it adds or
 * renews a session, from a copy read a moment before, which would undo a second factor set up or
 * reset meanwhile. Nothing reads or writes it through the API or the admin; the platform's own
 * code does, below access, each change conditional on the row's revision.
 */
export const SecondFactors: CollectionConfig = {
  slug: SECOND_FACTORS,
  labels: { singular: 'Second factor', plural: 'Second factors' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    { name: 'revision', type: 'number', required: true, defaultValue: 0 },
    /** The app's secret once confirmed, sealed with DATA_KEY like Aadhaar numbers. */
    { name: 'secret', type: 'text' },
    /** A secret shown for enrolment and not yet confirmed with a code, sealed alike. */
    { name: 'pendingSecret', type: 'text' },
    { name: 'enrolledAt', type: 'date' },
    /** The time step of the last code taken: that code and older ones are refused. */
    { name: 'lastTimeStep', type: 'number' },
    /** Hashes of the recovery codes not yet used. */
    { name: 'recoveryCodes', type: 'json' },
    /** The sessions (Payload's `sid`) that gave the second factor. */
    { name: 'verifiedSessions', type: 'json' },
  ],
}
