import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { publishExistingPages } from '../publish-existing-pages'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_pages_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_items_order_idx\` ON \`_pages_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_items_parent_id_idx\` ON \`_pages_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_facts_order_idx\` ON \`_pages_v_version_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_facts_parent_id_idx\` ON \`_pages_v_version_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_route\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_body\` text,
  	\`version_list_title\` text,
  	\`version_closing\` text,
  	\`version_image_id\` integer,
  	\`version_review_state\` text,
  	\`version_review_comment\` text,
  	\`version_review_at\` text,
  	\`version_school_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_image_idx\` ON \`_pages_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_review_version_review_state_idx\` ON \`_pages_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_school_idx\` ON \`_pages_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_school_version_route_idx\` ON \`_pages_v\` (\`version_school_id\`,\`version_route\`);`)
  // The table rebuilds below run inside the migration's transaction, where SQLite ignores
  // PRAGMA foreign_keys: dropping \`pages\` would cascade into its lists. They are kept aside and
  // put back once the new tables stand.
  await db.run(sql`CREATE TEMP TABLE \`keep_pages_items\` AS SELECT * FROM \`pages_items\`;`)
  await db.run(sql`CREATE TEMP TABLE \`keep_pages_facts\` AS SELECT * FROM \`pages_facts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_items\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_items\`;`)
  await db.run(sql`DROP TABLE \`pages_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_items\` RENAME TO \`pages_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_items_order_idx\` ON \`pages_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_items_parent_id_idx\` ON \`pages_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_facts\`("_order", "_parent_id", "id", "label", "value") SELECT "_order", "_parent_id", "id", "label", "value" FROM \`pages_facts\`;`)
  await db.run(sql`DROP TABLE \`pages_facts\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_facts\` RENAME TO \`pages_facts\`;`)
  await db.run(sql`CREATE INDEX \`pages_facts_order_idx\` ON \`pages_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_facts_parent_id_idx\` ON \`pages_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`route\` text,
  	\`title\` text,
  	\`description\` text,
  	\`body\` text,
  	\`list_title\` text,
  	\`closing\` text,
  	\`image_id\` integer,
  	\`review_state\` text,
  	\`review_comment\` text,
  	\`review_at\` text,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "route", "title", "description", "body", "list_title", "closing", "image_id", "school_id", "updated_at", "created_at", "_status") SELECT "id", "route", "title", "description", "body", "list_title", "closing", "image_id", "school_id", "updated_at", "created_at", 'published' FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_image_idx\` ON \`pages\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_review_review_state_idx\` ON \`pages\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`pages_school_idx\` ON \`pages\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_route_idx\` ON \`pages\` (\`school_id\`,\`route\`);`)
  await db.run(sql`DELETE FROM \`pages_items\`;`)
  await db.run(sql`INSERT INTO \`pages_items\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`keep_pages_items\`;`)
  await db.run(sql`DELETE FROM \`pages_facts\`;`)
  await db.run(sql`INSERT INTO \`pages_facts\`("_order", "_parent_id", "id", "label", "value") SELECT "_order", "_parent_id", "id", "label", "value" FROM \`keep_pages_facts\`;`)
  await db.run(sql`DROP TABLE \`keep_pages_items\`;`)
  await db.run(sql`DROP TABLE \`keep_pages_facts\`;`)
  for (const statement of publishExistingPages('sqlite')) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_pages_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_facts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`route\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`body\` text,
  	\`list_title\` text,
  	\`closing\` text,
  	\`image_id\` integer,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "route", "title", "description", "body", "list_title", "closing", "image_id", "school_id", "updated_at", "created_at") SELECT "id", "route", "title", "description", "body", "list_title", "closing", "image_id", "school_id", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_image_idx\` ON \`pages\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_school_idx\` ON \`pages\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_route_idx\` ON \`pages\` (\`school_id\`,\`route\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_items\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_items\`;`)
  await db.run(sql`DROP TABLE \`pages_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_items\` RENAME TO \`pages_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_items_order_idx\` ON \`pages_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_items_parent_id_idx\` ON \`pages_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_facts\`("_order", "_parent_id", "id", "label", "value") SELECT "_order", "_parent_id", "id", "label", "value" FROM \`pages_facts\`;`)
  await db.run(sql`DROP TABLE \`pages_facts\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_facts\` RENAME TO \`pages_facts\`;`)
  await db.run(sql`CREATE INDEX \`pages_facts_order_idx\` ON \`pages_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_facts_parent_id_idx\` ON \`pages_facts\` (\`_parent_id\`);`)
}
