import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tc_requests\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`admission_registrations\` ADD \`notes\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tc_requests\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`admission_registrations\` DROP COLUMN \`notes\`;`)
}
