import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { menuItemAfterStatements } from '../menu-item'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`import_uid\` text;`)
  await db.run(sql`CREATE INDEX \`events_import_uid_idx\` ON \`events\` (\`import_uid\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_import_uid\` text;`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_import_uid_idx\` ON \`_events_v\` (\`version_import_uid\`);`)
  // The School Calendar page in the menus of the schools already there, after Academics (src/migrations/menu-item.ts).
  for (const statement of menuItemAfterStatements('Academics', 'Calendar')) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`events_import_uid_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`import_uid\`;`)
  await db.run(sql`DROP INDEX \`_events_v_version_version_import_uid_idx\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_import_uid\`;`)
}
