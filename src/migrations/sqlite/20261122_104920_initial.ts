import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`from_date\` text,
  	\`description\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_from_date_idx\` ON \`news\` (\`from_date\`);`)
  await db.run(sql`CREATE INDEX \`news_school_idx\` ON \`news\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`news_demo_idx\` ON \`news\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_media_id_idx\` ON \`news_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_from_date\` text,
  	\`version_description\` text,
  	\`version_school_id\` integer,
  	\`version_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_from_date_idx\` ON \`_news_v\` (\`version_from_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_school_idx\` ON \`_news_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_demo_idx\` ON \`_news_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_media_id_idx\` ON \`_news_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`date\` text,
  	\`time\` text,
  	\`venue\` text,
  	\`description\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`events_date_idx\` ON \`events\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`events_school_idx\` ON \`events\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`events_demo_idx\` ON \`events\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_media_id_idx\` ON \`events_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_time\` text,
  	\`version_venue\` text,
  	\`version_description\` text,
  	\`version_school_id\` integer,
  	\`version_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_date_idx\` ON \`_events_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_school_idx\` ON \`_events_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_demo_idx\` ON \`_events_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_media_id_idx\` ON \`_events_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`gallery\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`date\` text,
  	\`category\` text DEFAULT 'PhotoGallery',
  	\`name\` text,
  	\`description\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`gallery_date_idx\` ON \`gallery\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`gallery_category_idx\` ON \`gallery\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`gallery_school_idx\` ON \`gallery\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_demo_idx\` ON \`gallery\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`gallery_updated_at_idx\` ON \`gallery\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_created_at_idx\` ON \`gallery\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery__status_idx\` ON \`gallery\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`gallery_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`gallery_rels_order_idx\` ON \`gallery_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`gallery_rels_parent_idx\` ON \`gallery_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_rels_path_idx\` ON \`gallery_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`gallery_rels_media_id_idx\` ON \`gallery_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_category\` text DEFAULT 'PhotoGallery',
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_school_id\` integer,
  	\`version_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_gallery_v_parent_idx\` ON \`_gallery_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_version_version_date_idx\` ON \`_gallery_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_version_version_category_idx\` ON \`_gallery_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_version_version_school_idx\` ON \`_gallery_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_version_version_demo_idx\` ON \`_gallery_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_version_version_updated_at_idx\` ON \`_gallery_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_version_version_created_at_idx\` ON \`_gallery_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_version_version__status_idx\` ON \`_gallery_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_created_at_idx\` ON \`_gallery_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_updated_at_idx\` ON \`_gallery_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_latest_idx\` ON \`_gallery_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_gallery_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_gallery_v_rels_order_idx\` ON \`_gallery_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_rels_parent_idx\` ON \`_gallery_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_rels_path_idx\` ON \`_gallery_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_rels_media_id_idx\` ON \`_gallery_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`toppers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`class\` text,
  	\`stream\` text,
  	\`division\` numeric,
  	\`session_year\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`toppers_class_idx\` ON \`toppers\` (\`class\`);`)
  await db.run(sql`CREATE INDEX \`toppers_division_idx\` ON \`toppers\` (\`division\`);`)
  await db.run(sql`CREATE INDEX \`toppers_session_year_idx\` ON \`toppers\` (\`session_year\`);`)
  await db.run(sql`CREATE INDEX \`toppers_school_idx\` ON \`toppers\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`toppers_demo_idx\` ON \`toppers\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`toppers_updated_at_idx\` ON \`toppers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`toppers_created_at_idx\` ON \`toppers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`toppers__status_idx\` ON \`toppers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`toppers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`toppers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`toppers_rels_order_idx\` ON \`toppers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`toppers_rels_parent_idx\` ON \`toppers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`toppers_rels_path_idx\` ON \`toppers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`toppers_rels_media_id_idx\` ON \`toppers_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_toppers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_class\` text,
  	\`version_stream\` text,
  	\`version_division\` numeric,
  	\`version_session_year\` text,
  	\`version_school_id\` integer,
  	\`version_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`toppers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_toppers_v_parent_idx\` ON \`_toppers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_class_idx\` ON \`_toppers_v\` (\`version_class\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_division_idx\` ON \`_toppers_v\` (\`version_division\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_session_year_idx\` ON \`_toppers_v\` (\`version_session_year\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_school_idx\` ON \`_toppers_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_demo_idx\` ON \`_toppers_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_updated_at_idx\` ON \`_toppers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_created_at_idx\` ON \`_toppers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version__status_idx\` ON \`_toppers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_created_at_idx\` ON \`_toppers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_updated_at_idx\` ON \`_toppers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_latest_idx\` ON \`_toppers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_toppers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_toppers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_toppers_v_rels_order_idx\` ON \`_toppers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_rels_parent_idx\` ON \`_toppers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_rels_path_idx\` ON \`_toppers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_rels_media_id_idx\` ON \`_toppers_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`principal_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`category\` text,
  	\`message\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`principal_messages_school_idx\` ON \`principal_messages\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`principal_messages_demo_idx\` ON \`principal_messages\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`principal_messages_updated_at_idx\` ON \`principal_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`principal_messages_created_at_idx\` ON \`principal_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`principal_messages__status_idx\` ON \`principal_messages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`principal_messages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`principal_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`principal_messages_rels_order_idx\` ON \`principal_messages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`principal_messages_rels_parent_idx\` ON \`principal_messages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`principal_messages_rels_path_idx\` ON \`principal_messages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`principal_messages_rels_media_id_idx\` ON \`principal_messages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_principal_messages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_category\` text,
  	\`version_message\` text,
  	\`version_school_id\` integer,
  	\`version_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`principal_messages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_parent_idx\` ON \`_principal_messages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_version_version_school_idx\` ON \`_principal_messages_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_version_version_demo_idx\` ON \`_principal_messages_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_version_version_updated_at_idx\` ON \`_principal_messages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_version_version_created_at_idx\` ON \`_principal_messages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_version_version__status_idx\` ON \`_principal_messages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_created_at_idx\` ON \`_principal_messages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_updated_at_idx\` ON \`_principal_messages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_latest_idx\` ON \`_principal_messages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_principal_messages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_principal_messages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_rels_order_idx\` ON \`_principal_messages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_rels_parent_idx\` ON \`_principal_messages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_rels_path_idx\` ON \`_principal_messages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_rels_media_id_idx\` ON \`_principal_messages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`birthdays\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`class\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`birthdays_school_idx\` ON \`birthdays\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`birthdays_demo_idx\` ON \`birthdays\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`birthdays_updated_at_idx\` ON \`birthdays\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`birthdays_created_at_idx\` ON \`birthdays\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`birthdays__status_idx\` ON \`birthdays\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`birthdays_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`birthdays\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`birthdays_rels_order_idx\` ON \`birthdays_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`birthdays_rels_parent_idx\` ON \`birthdays_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`birthdays_rels_path_idx\` ON \`birthdays_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`birthdays_rels_media_id_idx\` ON \`birthdays_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_birthdays_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_class\` text,
  	\`version_school_id\` integer,
  	\`version_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`birthdays\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_birthdays_v_parent_idx\` ON \`_birthdays_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_version_version_school_idx\` ON \`_birthdays_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_version_version_demo_idx\` ON \`_birthdays_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_version_version_updated_at_idx\` ON \`_birthdays_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_version_version_created_at_idx\` ON \`_birthdays_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_version_version__status_idx\` ON \`_birthdays_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_created_at_idx\` ON \`_birthdays_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_updated_at_idx\` ON \`_birthdays_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_latest_idx\` ON \`_birthdays_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_birthdays_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_birthdays_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_birthdays_v_rels_order_idx\` ON \`_birthdays_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_rels_parent_idx\` ON \`_birthdays_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_rels_path_idx\` ON \`_birthdays_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_rels_media_id_idx\` ON \`_birthdays_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`highlights\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`highlights_school_idx\` ON \`highlights\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`highlights_demo_idx\` ON \`highlights\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`highlights_updated_at_idx\` ON \`highlights\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`highlights_created_at_idx\` ON \`highlights\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`highlights__status_idx\` ON \`highlights\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`highlights_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`highlights_rels_order_idx\` ON \`highlights_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`highlights_rels_parent_idx\` ON \`highlights_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`highlights_rels_path_idx\` ON \`highlights_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`highlights_rels_media_id_idx\` ON \`highlights_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_highlights_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_school_id\` integer,
  	\`version_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`highlights\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_highlights_v_parent_idx\` ON \`_highlights_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_school_idx\` ON \`_highlights_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_demo_idx\` ON \`_highlights_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_updated_at_idx\` ON \`_highlights_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_created_at_idx\` ON \`_highlights_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version__status_idx\` ON \`_highlights_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_created_at_idx\` ON \`_highlights_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_updated_at_idx\` ON \`_highlights_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_latest_idx\` ON \`_highlights_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_highlights_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_highlights_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_highlights_v_rels_order_idx\` ON \`_highlights_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_rels_parent_idx\` ON \`_highlights_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_rels_path_idx\` ON \`_highlights_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_rels_media_id_idx\` ON \`_highlights_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`online_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`online_registrations_school_idx\` ON \`online_registrations\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_demo_idx\` ON \`online_registrations\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_updated_at_idx\` ON \`online_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_created_at_idx\` ON \`online_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations__status_idx\` ON \`online_registrations\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`online_registrations_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`online_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`online_registrations_rels_order_idx\` ON \`online_registrations_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_rels_parent_idx\` ON \`online_registrations_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_rels_path_idx\` ON \`online_registrations_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_rels_media_id_idx\` ON \`online_registrations_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_online_registrations_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_url\` text,
  	\`version_school_id\` integer,
  	\`version_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`online_registrations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_parent_idx\` ON \`_online_registrations_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_school_idx\` ON \`_online_registrations_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_demo_idx\` ON \`_online_registrations_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_updated_at_idx\` ON \`_online_registrations_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_created_at_idx\` ON \`_online_registrations_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version__status_idx\` ON \`_online_registrations_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_created_at_idx\` ON \`_online_registrations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_updated_at_idx\` ON \`_online_registrations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_latest_idx\` ON \`_online_registrations_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_online_registrations_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_online_registrations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_rels_order_idx\` ON \`_online_registrations_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_rels_parent_idx\` ON \`_online_registrations_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_rels_path_idx\` ON \`_online_registrations_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_rels_media_id_idx\` ON \`_online_registrations_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`notification_popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`desc\` text,
  	\`url\` text,
  	\`url_title\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`notification_popups_school_idx\` ON \`notification_popups\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`notification_popups_demo_idx\` ON \`notification_popups\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`notification_popups_updated_at_idx\` ON \`notification_popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notification_popups_created_at_idx\` ON \`notification_popups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notification_popups__status_idx\` ON \`notification_popups\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`notification_popups_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notification_popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`notification_popups_rels_order_idx\` ON \`notification_popups_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`notification_popups_rels_parent_idx\` ON \`notification_popups_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`notification_popups_rels_path_idx\` ON \`notification_popups_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`notification_popups_rels_media_id_idx\` ON \`notification_popups_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_notification_popups_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_desc\` text,
  	\`version_url\` text,
  	\`version_url_title\` text,
  	\`version_school_id\` integer,
  	\`version_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notification_popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_parent_idx\` ON \`_notification_popups_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_version_version_school_idx\` ON \`_notification_popups_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_version_version_demo_idx\` ON \`_notification_popups_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_version_version_updated_at_idx\` ON \`_notification_popups_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_version_version_created_at_idx\` ON \`_notification_popups_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_version_version__status_idx\` ON \`_notification_popups_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_created_at_idx\` ON \`_notification_popups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_updated_at_idx\` ON \`_notification_popups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_latest_idx\` ON \`_notification_popups_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_notification_popups_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_notification_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_rels_order_idx\` ON \`_notification_popups_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_rels_parent_idx\` ON \`_notification_popups_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_rels_path_idx\` ON \`_notification_popups_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_rels_media_id_idx\` ON \`_notification_popups_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`date\` text,
  	\`video_url\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_date_idx\` ON \`videos\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`videos_school_idx\` ON \`videos\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_demo_idx\` ON \`videos\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_video_url\` text,
  	\`version_school_id\` integer,
  	\`version_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_videos_v_parent_idx\` ON \`_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_date_idx\` ON \`_videos_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_school_idx\` ON \`_videos_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_demo_idx\` ON \`_videos_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_updated_at_idx\` ON \`_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_created_at_idx\` ON \`_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version__status_idx\` ON \`_videos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_created_at_idx\` ON \`_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_updated_at_idx\` ON \`_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_latest_idx\` ON \`_videos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`pages_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_items_order_idx\` ON \`pages_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_items_parent_id_idx\` ON \`pages_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_facts_order_idx\` ON \`pages_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_facts_parent_id_idx\` ON \`pages_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`route\` text NOT NULL,
  	\`title\` text NOT NULL,
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
  await db.run(sql`CREATE INDEX \`pages_image_idx\` ON \`pages\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_school_idx\` ON \`pages\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_route_idx\` ON \`pages\` (\`school_id\`,\`route\`);`)
  await db.run(sql`CREATE TABLE \`faculty\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sl_no\` numeric NOT NULL,
  	\`name\` text NOT NULL,
  	\`qualification\` text,
  	\`designation\` text NOT NULL,
  	\`date_of_joining\` text,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`faculty_sl_no_idx\` ON \`faculty\` (\`sl_no\`);`)
  await db.run(sql`CREATE INDEX \`faculty_school_idx\` ON \`faculty\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`faculty_updated_at_idx\` ON \`faculty\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faculty_created_at_idx\` ON \`faculty\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trust_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sl_no\` numeric NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`age\` numeric,
  	\`phone\` text,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trust_members_school_idx\` ON \`trust_members\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`trust_members_updated_at_idx\` ON \`trust_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trust_members_created_at_idx\` ON \`trust_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_saras_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosures_saras_links_order_idx\` ON \`disclosures_saras_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_saras_links_parent_id_idx\` ON \`disclosures_saras_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_saras_links_file_idx\` ON \`disclosures_saras_links\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_general_information\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosures_general_information_order_idx\` ON \`disclosures_general_information\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_general_information_parent_id_idx\` ON \`disclosures_general_information\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosures_documents_order_idx\` ON \`disclosures_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_documents_parent_id_idx\` ON \`disclosures_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_documents_file_idx\` ON \`disclosures_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_academics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosures_academics_order_idx\` ON \`disclosures_academics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_academics_parent_id_idx\` ON \`disclosures_academics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_academics_file_idx\` ON \`disclosures_academics\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`registered\` numeric NOT NULL,
  	\`passed\` numeric NOT NULL,
  	\`remarks\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosures_results_order_idx\` ON \`disclosures_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_results_parent_id_idx\` ON \`disclosures_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_staff\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosures_staff_order_idx\` ON \`disclosures_staff\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_staff_parent_id_idx\` ON \`disclosures_staff\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_infrastructure\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosures_infrastructure_order_idx\` ON \`disclosures_infrastructure\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_infrastructure_parent_id_idx\` ON \`disclosures_infrastructure\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Mandatory Public Disclosure' NOT NULL,
  	\`inspection_video_url\` text,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosures_school_idx\` ON \`disclosures\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_updated_at_idx\` ON \`disclosures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_created_at_idx\` ON \`disclosures\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_idx\` ON \`disclosures\` (\`school_id\`);`)
  await db.run(sql`CREATE TABLE \`schools_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`schools_social_order_idx\` ON \`schools_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`schools_social_parent_id_idx\` ON \`schools_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`schools\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`town\` text NOT NULL,
  	\`founded_year\` numeric,
  	\`founded_by\` text,
  	\`affiliation\` text,
  	\`tagline\` text,
  	\`logo_id\` integer,
  	\`colors_primary\` text DEFAULT '#1d3f72',
  	\`colors_accent\` text DEFAULT '#c8102e',
  	\`copyright_holder\` text,
  	\`address_line1\` text NOT NULL,
  	\`address_line2\` text,
  	\`address_district\` text,
  	\`address_state\` text DEFAULT 'Kerala',
  	\`address_pin_code\` text,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`maps_link\` text,
  	\`maps_embed_url\` text,
  	\`parent_portal_url\` text,
  	\`online_registration_url\` text,
  	\`app_links_android\` text,
  	\`app_links_ios\` text,
  	\`documents_syllabus_id\` integer,
  	\`documents_annual_report_id\` integer,
  	\`documents_public_disclosure_id\` integer,
  	\`admission_session\` text DEFAULT '2025-2026' NOT NULL,
  	\`admission_open\` integer DEFAULT false,
  	\`seeded_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_syllabus_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_annual_report_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_public_disclosure_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`schools_code_idx\` ON \`schools\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`schools_logo_idx\` ON \`schools\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`schools_documents_documents_syllabus_idx\` ON \`schools\` (\`documents_syllabus_id\`);`)
  await db.run(sql`CREATE INDEX \`schools_documents_documents_annual_report_idx\` ON \`schools\` (\`documents_annual_report_id\`);`)
  await db.run(sql`CREATE INDEX \`schools_documents_documents_public_disclosure_idx\` ON \`schools\` (\`documents_public_disclosure_id\`);`)
  await db.run(sql`CREATE INDEX \`schools_updated_at_idx\` ON \`schools\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`schools_created_at_idx\` ON \`schools\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_wide_url\` text,
  	\`sizes_wide_width\` numeric,
  	\`sizes_wide_height\` numeric,
  	\`sizes_wide_mime_type\` text,
  	\`sizes_wide_filesize\` numeric,
  	\`sizes_wide_filename\` text,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`media_school_idx\` ON \`media\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`media_demo_idx\` ON \`media\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`)
  await db.run(sql`CREATE TABLE \`private_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`private_files_school_idx\` ON \`private_files\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`private_files_updated_at_idx\` ON \`private_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_created_at_idx\` ON \`private_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_files_filename_idx\` ON \`private_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`transfer_certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`admission_no\` text NOT NULL,
  	\`student_name\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`transfer_certificates_admission_no_idx\` ON \`transfer_certificates\` (\`admission_no\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_file_idx\` ON \`transfer_certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_school_idx\` ON \`transfer_certificates\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_updated_at_idx\` ON \`transfer_certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_created_at_idx\` ON \`transfer_certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tc_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`admission\` text NOT NULL,
  	\`found\` integer DEFAULT false,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tc_requests_status_idx\` ON \`tc_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`tc_requests_school_idx\` ON \`tc_requests\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`tc_requests_updated_at_idx\` ON \`tc_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tc_requests_created_at_idx\` ON \`tc_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_school_idx\` ON \`contact_messages\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`career_applications_qualification1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`qualification\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`how_know\` text NOT NULL,
  	\`rate\` text NOT NULL,
  	\`school\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`career_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`career_applications_qualification1_order_idx\` ON \`career_applications_qualification1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_qualification1_parent_id_idx\` ON \`career_applications_qualification1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`career_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`mail_type\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`dob\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`father_name\` text NOT NULL,
  	\`school1\` text NOT NULL,
  	\`profession\` text NOT NULL,
  	\`experience\` text NOT NULL,
  	\`attachments_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`career_applications_attachments_idx\` ON \`career_applications\` (\`attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_status_idx\` ON \`career_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_school_idx\` ON \`career_applications\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_updated_at_idx\` ON \`career_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_created_at_idx\` ON \`career_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`admission_registrations_siblings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`class\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_registrations_siblings_order_idx\` ON \`admission_registrations_siblings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_siblings_parent_id_idx\` ON \`admission_registrations_siblings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`session\` text,
  	\`name\` text NOT NULL,
  	\`gender\` text NOT NULL,
  	\`dob\` text NOT NULL,
  	\`religion\` text NOT NULL,
  	\`address\` text,
  	\`category\` text NOT NULL,
  	\`aadhar_card_details\` text,
  	\`address1\` text NOT NULL,
  	\`phone2\` text NOT NULL,
  	\`father_name\` text NOT NULL,
  	\`profession\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`mother_name\` text NOT NULL,
  	\`profession1\` text NOT NULL,
  	\`phone1\` text NOT NULL,
  	\`email1\` text,
  	\`has_siblings\` integer DEFAULT false,
  	\`declaration\` integer DEFAULT false NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_registrations_status_idx\` ON \`admission_registrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_school_idx\` ON \`admission_registrations\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_updated_at_idx\` ON \`admission_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_created_at_idx\` ON \`admission_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`users_school_idx\` ON \`users\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`gallery_id\` integer,
  	\`toppers_id\` integer,
  	\`principal_messages_id\` integer,
  	\`birthdays_id\` integer,
  	\`highlights_id\` integer,
  	\`online_registrations_id\` integer,
  	\`notification_popups_id\` integer,
  	\`videos_id\` integer,
  	\`pages_id\` integer,
  	\`faculty_id\` integer,
  	\`trust_members_id\` integer,
  	\`disclosures_id\` integer,
  	\`schools_id\` integer,
  	\`media_id\` integer,
  	\`private_files_id\` integer,
  	\`transfer_certificates_id\` integer,
  	\`tc_requests_id\` integer,
  	\`contact_messages_id\` integer,
  	\`career_applications_id\` integer,
  	\`admission_registrations_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`toppers_id\`) REFERENCES \`toppers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`principal_messages_id\`) REFERENCES \`principal_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`birthdays_id\`) REFERENCES \`birthdays\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`highlights_id\`) REFERENCES \`highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`online_registrations_id\`) REFERENCES \`online_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notification_popups_id\`) REFERENCES \`notification_popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculty\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trust_members_id\`) REFERENCES \`trust_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`disclosures_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schools_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_files_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transfer_certificates_id\`) REFERENCES \`transfer_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tc_requests_id\`) REFERENCES \`tc_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_applications_id\`) REFERENCES \`career_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_registrations_id\`) REFERENCES \`admission_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_toppers_id_idx\` ON \`payload_locked_documents_rels\` (\`toppers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_principal_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`principal_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_birthdays_id_idx\` ON \`payload_locked_documents_rels\` (\`birthdays_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_highlights_id_idx\` ON \`payload_locked_documents_rels\` (\`highlights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_online_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`online_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notification_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`notification_popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculty_id_idx\` ON \`payload_locked_documents_rels\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trust_members_id_idx\` ON \`payload_locked_documents_rels\` (\`trust_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosures_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`schools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_files_id_idx\` ON \`payload_locked_documents_rels\` (\`private_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tc_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`tc_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`career_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`gallery\`;`)
  await db.run(sql`DROP TABLE \`gallery_rels\`;`)
  await db.run(sql`DROP TABLE \`_gallery_v\`;`)
  await db.run(sql`DROP TABLE \`_gallery_v_rels\`;`)
  await db.run(sql`DROP TABLE \`toppers\`;`)
  await db.run(sql`DROP TABLE \`toppers_rels\`;`)
  await db.run(sql`DROP TABLE \`_toppers_v\`;`)
  await db.run(sql`DROP TABLE \`_toppers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`principal_messages\`;`)
  await db.run(sql`DROP TABLE \`principal_messages_rels\`;`)
  await db.run(sql`DROP TABLE \`_principal_messages_v\`;`)
  await db.run(sql`DROP TABLE \`_principal_messages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`birthdays\`;`)
  await db.run(sql`DROP TABLE \`birthdays_rels\`;`)
  await db.run(sql`DROP TABLE \`_birthdays_v\`;`)
  await db.run(sql`DROP TABLE \`_birthdays_v_rels\`;`)
  await db.run(sql`DROP TABLE \`highlights\`;`)
  await db.run(sql`DROP TABLE \`highlights_rels\`;`)
  await db.run(sql`DROP TABLE \`_highlights_v\`;`)
  await db.run(sql`DROP TABLE \`_highlights_v_rels\`;`)
  await db.run(sql`DROP TABLE \`online_registrations\`;`)
  await db.run(sql`DROP TABLE \`online_registrations_rels\`;`)
  await db.run(sql`DROP TABLE \`_online_registrations_v\`;`)
  await db.run(sql`DROP TABLE \`_online_registrations_v_rels\`;`)
  await db.run(sql`DROP TABLE \`notification_popups\`;`)
  await db.run(sql`DROP TABLE \`notification_popups_rels\`;`)
  await db.run(sql`DROP TABLE \`_notification_popups_v\`;`)
  await db.run(sql`DROP TABLE \`_notification_popups_v_rels\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`DROP TABLE \`_videos_v\`;`)
  await db.run(sql`DROP TABLE \`pages_items\`;`)
  await db.run(sql`DROP TABLE \`pages_facts\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`faculty\`;`)
  await db.run(sql`DROP TABLE \`trust_members\`;`)
  await db.run(sql`DROP TABLE \`disclosures_saras_links\`;`)
  await db.run(sql`DROP TABLE \`disclosures_general_information\`;`)
  await db.run(sql`DROP TABLE \`disclosures_documents\`;`)
  await db.run(sql`DROP TABLE \`disclosures_academics\`;`)
  await db.run(sql`DROP TABLE \`disclosures_results\`;`)
  await db.run(sql`DROP TABLE \`disclosures_staff\`;`)
  await db.run(sql`DROP TABLE \`disclosures_infrastructure\`;`)
  await db.run(sql`DROP TABLE \`disclosures\`;`)
  await db.run(sql`DROP TABLE \`schools_social\`;`)
  await db.run(sql`DROP TABLE \`schools\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`private_files\`;`)
  await db.run(sql`DROP TABLE \`transfer_certificates\`;`)
  await db.run(sql`DROP TABLE \`tc_requests\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`career_applications_qualification1\`;`)
  await db.run(sql`DROP TABLE \`career_applications\`;`)
  await db.run(sql`DROP TABLE \`admission_registrations_siblings\`;`)
  await db.run(sql`DROP TABLE \`admission_registrations\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
