import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`schools\` ADD \`privacy_notices_contact\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`privacy_notices_career\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`privacy_notices_admission\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`privacy_notices_tc\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`privacy_notices_contact\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`privacy_notices_career\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`privacy_notices_admission\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`privacy_notices_tc\`;`)
}
