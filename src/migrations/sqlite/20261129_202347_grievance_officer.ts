import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`schools\` ADD \`grievance_officer_name\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`grievance_officer_email\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`grievance_officer_phone\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`grievance_officer_answer_days\` numeric DEFAULT 30;`)
  await db.run(sql`ALTER TABLE \`schools_locales\` ADD \`grievance_officer_designation\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`grievance_officer_name\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`grievance_officer_email\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`grievance_officer_phone\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`grievance_officer_answer_days\`;`)
  await db.run(sql`ALTER TABLE \`schools_locales\` DROP COLUMN \`grievance_officer_designation\`;`)
}
