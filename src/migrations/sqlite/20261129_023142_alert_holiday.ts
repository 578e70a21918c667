import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`holiday\` integer;`)
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`holiday_from\` text;`)
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`holiday_entry\` numeric;`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` ADD \`version_holiday\` integer;`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` ADD \`version_holiday_from\` text;`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` ADD \`version_holiday_entry\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`alerts\` DROP COLUMN \`holiday\`;`)
  await db.run(sql`ALTER TABLE \`alerts\` DROP COLUMN \`holiday_from\`;`)
  await db.run(sql`ALTER TABLE \`alerts\` DROP COLUMN \`holiday_entry\`;`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` DROP COLUMN \`version_holiday\`;`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` DROP COLUMN \`version_holiday_from\`;`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` DROP COLUMN \`version_holiday_entry\`;`)
}
