import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_classes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_classes_order_idx\` ON \`events_classes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_classes_parent_idx\` ON \`events_classes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_exceptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_exceptions_order_idx\` ON \`events_exceptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_exceptions_parent_id_idx\` ON \`events_exceptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_classes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_classes_order_idx\` ON \`_events_v_version_classes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_classes_parent_idx\` ON \`_events_v_version_classes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_exceptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_exceptions_order_idx\` ON \`_events_v_version_exceptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_exceptions_parent_id_idx\` ON \`_events_v_version_exceptions\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`end_date\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`category\` text DEFAULT 'other';`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`recurrence\` text;`)
  await db.run(sql`CREATE INDEX \`events_category_idx\` ON \`events\` (\`category\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_end_date\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_category\` text DEFAULT 'other';`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_recurrence\` text;`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_category_idx\` ON \`_events_v\` (\`version_category\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_classes\`;`)
  await db.run(sql`DROP TABLE \`events_exceptions\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_classes\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_exceptions\`;`)
  await db.run(sql`DROP INDEX \`events_category_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`end_date\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`category\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`recurrence\`;`)
  await db.run(sql`DROP INDEX \`_events_v_version_version_category_idx\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_end_date\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_category\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_recurrence\`;`)
}
