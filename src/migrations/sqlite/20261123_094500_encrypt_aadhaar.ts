import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { encryptAadhaar, isEncrypted } from '../../lib/privacy/aadhaar'

/** Aadhaar numbers stored before encryption at rest are encrypted in place. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const rows = (await db.all(
    sql`SELECT id, aadhar_card_details AS value FROM admission_registrations WHERE aadhar_card_details IS NOT NULL AND aadhar_card_details != ''`,
  )) as { id: number; value: string }[]
  for (const row of rows) {
    if (isEncrypted(row.value)) continue
    await db.run(
      sql`UPDATE admission_registrations SET aadhar_card_details = ${encryptAadhaar(row.value)} WHERE id = ${row.id}`,
    )
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Encrypted numbers stay encrypted: decrypting them into the database again is never wanted.
}
