import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/roles'
import { ADMISSION_CLASSES } from '@/lib/admissions/season'

/**
 * The last application number given in each class of each session: one row, raised in the same
 * transaction as the application it numbers (lib/admissions/application-number.ts), so numbers
 * run on with no gap and no repeat however many parents send at once. Only the site writes it.
 */
export const AdmissionNumbers: CollectionConfig = {
  slug: 'admission-numbers',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['session', 'class'], unique: true }],
  fields: [
    { name: 'session', type: 'relationship', relationTo: 'admission-sessions', required: true },
    { name: 'class', type: 'select', required: true, options: [...ADMISSION_CLASSES] },
    { name: 'last', type: 'number', required: true, defaultValue: 0 },
  ],
}
