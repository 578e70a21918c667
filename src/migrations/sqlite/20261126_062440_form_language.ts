import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`admission_registrations\` ADD \`language\` text DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`admission_registrations\` DROP COLUMN \`language\`;`)
}
