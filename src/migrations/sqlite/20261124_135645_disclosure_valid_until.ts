import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`disclosures_saras_links\` ADD \`valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosures_documents\` ADD \`valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`disclosures_academics\` ADD \`valid_until\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`disclosures_saras_links\` DROP COLUMN \`valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_documents\` DROP COLUMN \`valid_until\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_academics\` DROP COLUMN \`valid_until\`;`)
}
