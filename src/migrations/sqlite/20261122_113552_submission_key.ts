import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tc_requests\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`tc_requests_submission_key_idx\` ON \`tc_requests\` (\`submission_key\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_messages_submission_key_idx\` ON \`contact_messages\` (\`submission_key\`);`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`career_applications_submission_key_idx\` ON \`career_applications\` (\`submission_key\`);`)
  await db.run(sql`ALTER TABLE \`admission_registrations\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_registrations_submission_key_idx\` ON \`admission_registrations\` (\`submission_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`tc_requests_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`tc_requests\` DROP COLUMN \`submission_key\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`submission_key\`;`)
  await db.run(sql`DROP INDEX \`career_applications_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`submission_key\`;`)
  await db.run(sql`DROP INDEX \`admission_registrations_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`admission_registrations\` DROP COLUMN \`submission_key\`;`)
}
