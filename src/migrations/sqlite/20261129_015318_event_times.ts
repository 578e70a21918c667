import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { eventTimeStatements, TIMES_IN_USE } from '../event-times'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`all_day\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`start_time\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`end_time\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_all_day\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_start_time\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_end_time\` text;`)
  const times = (await db.all<{ time: string | null }>(sql.raw(TIMES_IN_USE))).map((row) => row.time)
  for (const statement of eventTimeStatements(times)) await db.run(sql.raw(statement))
}


export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`all_day\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`start_time\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`end_time\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_all_day\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_start_time\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_end_time\`;`)
}
