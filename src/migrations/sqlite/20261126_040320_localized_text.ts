import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { textIntoLocales, textOutOfLocales } from '../text-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_locales\` (
  	\`title\` text,
  	\`venue\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_locales\` (
  	\`version_title\` text,
  	\`version_venue\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`gallery_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`gallery_locales_locale_parent_id_unique\` ON \`gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gallery_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_gallery_v_locales_locale_parent_id_unique\` ON \`_gallery_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`toppers_locales\` (
  	\`stream\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`toppers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`toppers_locales_locale_parent_id_unique\` ON \`toppers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_toppers_v_locales\` (
  	\`version_stream\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_toppers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_toppers_v_locales_locale_parent_id_unique\` ON \`_toppers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`principal_messages_locales\` (
  	\`category\` text,
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`principal_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`principal_messages_locales_locale_parent_id_unique\` ON \`principal_messages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_principal_messages_v_locales\` (
  	\`version_category\` text,
  	\`version_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_principal_messages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_principal_messages_v_locales_locale_parent_id_unique\` ON \`_principal_messages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`highlights_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`highlights_locales_locale_parent_id_unique\` ON \`highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_highlights_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_highlights_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_highlights_v_locales_locale_parent_id_unique\` ON \`_highlights_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`notification_popups_locales\` (
  	\`title\` text,
  	\`desc\` text,
  	\`url_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`notification_popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notification_popups_locales_locale_parent_id_unique\` ON \`notification_popups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_notification_popups_v_locales\` (
  	\`version_title\` text,
  	\`version_desc\` text,
  	\`version_url_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_notification_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_notification_popups_v_locales_locale_parent_id_unique\` ON \`_notification_popups_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`videos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_videos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_videos_v_locales_locale_parent_id_unique\` ON \`_videos_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_items_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_items_locales_locale_parent_id_unique\` ON \`pages_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_facts_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_facts_locales_locale_parent_id_unique\` ON \`pages_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`body\` text,
  	\`list_title\` text,
  	\`closing\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_items_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_items_locales_locale_parent_id_unique\` ON \`_pages_v_version_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_facts_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_facts_locales_locale_parent_id_unique\` ON \`_pages_v_version_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_body\` text,
  	\`version_list_title\` text,
  	\`version_closing\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faculty_locales\` (
  	\`designation\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faculty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faculty_locales_locale_parent_id_unique\` ON \`faculty_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_saras_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures_saras_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosures_saras_links_locales_locale_parent_id_unique\` ON \`disclosures_saras_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_general_information_locales\` (
  	\`label\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures_general_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosures_general_information_locales_locale_parent_id_uni\` ON \`disclosures_general_information_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_documents_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosures_documents_locales_locale_parent_id_unique\` ON \`disclosures_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_academics_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures_academics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosures_academics_locales_locale_parent_id_unique\` ON \`disclosures_academics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_staff_locales\` (
  	\`label\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures_staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosures_staff_locales_locale_parent_id_unique\` ON \`disclosures_staff_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_infrastructure_locales\` (
  	\`label\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures_infrastructure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosures_infrastructure_locales_locale_parent_id_unique\` ON \`disclosures_infrastructure_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_locales\` (
  	\`title\` text DEFAULT 'Mandatory Public Disclosure' NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosures_locales_locale_parent_id_unique\` ON \`disclosures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`schools_slides_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schools_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`schools_slides_locales_locale_parent_id_unique\` ON \`schools_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`schools_locales\` (
  	\`name\` text NOT NULL,
  	\`town\` text NOT NULL,
  	\`tagline\` text,
  	\`address_line1\` text NOT NULL,
  	\`address_line2\` text,
  	\`address_district\` text,
  	\`address_state\` text DEFAULT 'Kerala',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`schools_locales_locale_parent_id_unique\` ON \`schools_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`news_malayalam_idx\` ON \`news\` (\`malayalam\`);`)
  // Every text moves into its `_locales` table as English before its old column goes (text-into-locales.ts).
  for (const statement of textIntoLocales()) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_malayalam_idx\` ON \`_news_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`events_malayalam_idx\` ON \`events\` (\`malayalam\`);`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`venue\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_malayalam_idx\` ON \`_events_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_venue\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`gallery\` ADD \`malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`gallery_malayalam_idx\` ON \`gallery\` (\`malayalam\`);`)
  await db.run(sql`ALTER TABLE \`gallery\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`gallery\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_v\` ADD \`version_malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`_gallery_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_gallery_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_gallery_v_version_version_malayalam_idx\` ON \`_gallery_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_snapshot_idx\` ON \`_gallery_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_v_published_locale_idx\` ON \`_gallery_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_gallery_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_toppers_v_snapshot_idx\` ON \`_toppers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_published_locale_idx\` ON \`_toppers_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` DROP COLUMN \`version_stream\`;`)
  await db.run(sql`ALTER TABLE \`principal_messages\` ADD \`malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`principal_messages_malayalam_idx\` ON \`principal_messages\` (\`malayalam\`);`)
  await db.run(sql`ALTER TABLE \`principal_messages\` DROP COLUMN \`category\`;`)
  await db.run(sql`ALTER TABLE \`principal_messages\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`_principal_messages_v\` ADD \`version_malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`_principal_messages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_principal_messages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_version_version_malayalam_idx\` ON \`_principal_messages_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_snapshot_idx\` ON \`_principal_messages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_principal_messages_v_published_locale_idx\` ON \`_principal_messages_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_principal_messages_v\` DROP COLUMN \`version_category\`;`)
  await db.run(sql`ALTER TABLE \`_principal_messages_v\` DROP COLUMN \`version_message\`;`)
  await db.run(sql`ALTER TABLE \`_birthdays_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_birthdays_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_snapshot_idx\` ON \`_birthdays_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_birthdays_v_published_locale_idx\` ON \`_birthdays_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`highlights\` ADD \`malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`highlights_malayalam_idx\` ON \`highlights\` (\`malayalam\`);`)
  await db.run(sql`ALTER TABLE \`highlights\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` ADD \`version_malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_malayalam_idx\` ON \`_highlights_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_snapshot_idx\` ON \`_highlights_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_published_locale_idx\` ON \`_highlights_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_online_registrations_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_online_registrations_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_snapshot_idx\` ON \`_online_registrations_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_published_locale_idx\` ON \`_online_registrations_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`notification_popups\` ADD \`malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`notification_popups_malayalam_idx\` ON \`notification_popups\` (\`malayalam\`);`)
  await db.run(sql`ALTER TABLE \`notification_popups\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`notification_popups\` DROP COLUMN \`desc\`;`)
  await db.run(sql`ALTER TABLE \`notification_popups\` DROP COLUMN \`url_title\`;`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` ADD \`version_malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_version_version_malayalam_idx\` ON \`_notification_popups_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_snapshot_idx\` ON \`_notification_popups_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_notification_popups_v_published_locale_idx\` ON \`_notification_popups_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` DROP COLUMN \`version_desc\`;`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` DROP COLUMN \`version_url_title\`;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`videos_malayalam_idx\` ON \`videos\` (\`malayalam\`);`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_malayalam_idx\` ON \`_videos_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_snapshot_idx\` ON \`_videos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_published_locale_idx\` ON \`_videos_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`pages_malayalam_idx\` ON \`pages\` (\`malayalam\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`list_title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`closing\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_malayalam_idx\` ON \`_pages_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_body\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_list_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_closing\`;`)
  await db.run(sql`ALTER TABLE \`faculty\` ADD \`malayalam\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`faculty_malayalam_idx\` ON \`faculty\` (\`malayalam\`);`)
  await db.run(sql`ALTER TABLE \`faculty\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`toppers\` DROP COLUMN \`stream\`;`)
  await db.run(sql`ALTER TABLE \`pages_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_facts\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`pages_facts\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_facts\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_facts\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_saras_links\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_general_information\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_general_information\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_documents\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_academics\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_staff\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_staff\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_infrastructure\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_infrastructure\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`disclosures\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`schools_slides\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`town\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`tagline\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`address_line1\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`address_line2\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`address_district\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`address_state\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`news_malayalam_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`malayalam\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_malayalam_idx\`;`)
  await db.run(sql`DROP INDEX \`_news_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_news_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_malayalam\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`events_malayalam_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`venue\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`malayalam\`;`)
  await db.run(sql`DROP INDEX \`_events_v_version_version_malayalam_idx\`;`)
  await db.run(sql`DROP INDEX \`_events_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_events_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_venue\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_malayalam\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`gallery_malayalam_idx\`;`)
  await db.run(sql`ALTER TABLE \`gallery\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`gallery\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`gallery\` DROP COLUMN \`malayalam\`;`)
  await db.run(sql`DROP INDEX \`_gallery_v_version_version_malayalam_idx\`;`)
  await db.run(sql`DROP INDEX \`_gallery_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_gallery_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_gallery_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_gallery_v\` DROP COLUMN \`version_malayalam\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_toppers_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_toppers_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` ADD \`version_stream\` text;`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`principal_messages_malayalam_idx\`;`)
  await db.run(sql`ALTER TABLE \`principal_messages\` ADD \`category\` text;`)
  await db.run(sql`ALTER TABLE \`principal_messages\` ADD \`message\` text;`)
  await db.run(sql`ALTER TABLE \`principal_messages\` DROP COLUMN \`malayalam\`;`)
  await db.run(sql`DROP INDEX \`_principal_messages_v_version_version_malayalam_idx\`;`)
  await db.run(sql`DROP INDEX \`_principal_messages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_principal_messages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_principal_messages_v\` ADD \`version_category\` text;`)
  await db.run(sql`ALTER TABLE \`_principal_messages_v\` ADD \`version_message\` text;`)
  await db.run(sql`ALTER TABLE \`_principal_messages_v\` DROP COLUMN \`version_malayalam\`;`)
  await db.run(sql`ALTER TABLE \`_principal_messages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_principal_messages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_birthdays_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_birthdays_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_birthdays_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_birthdays_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`highlights_malayalam_idx\`;`)
  await db.run(sql`ALTER TABLE \`highlights\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`highlights\` DROP COLUMN \`malayalam\`;`)
  await db.run(sql`DROP INDEX \`_highlights_v_version_version_malayalam_idx\`;`)
  await db.run(sql`DROP INDEX \`_highlights_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_highlights_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` DROP COLUMN \`version_malayalam\`;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_online_registrations_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_online_registrations_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_online_registrations_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_online_registrations_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`notification_popups_malayalam_idx\`;`)
  await db.run(sql`ALTER TABLE \`notification_popups\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`notification_popups\` ADD \`desc\` text;`)
  await db.run(sql`ALTER TABLE \`notification_popups\` ADD \`url_title\` text;`)
  await db.run(sql`ALTER TABLE \`notification_popups\` DROP COLUMN \`malayalam\`;`)
  await db.run(sql`DROP INDEX \`_notification_popups_v_version_version_malayalam_idx\`;`)
  await db.run(sql`DROP INDEX \`_notification_popups_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_notification_popups_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` ADD \`version_desc\` text;`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` ADD \`version_url_title\` text;`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` DROP COLUMN \`version_malayalam\`;`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_notification_popups_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`videos_malayalam_idx\`;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`malayalam\`;`)
  await db.run(sql`DROP INDEX \`_videos_v_version_version_malayalam_idx\`;`)
  await db.run(sql`DROP INDEX \`_videos_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_videos_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`version_malayalam\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_malayalam_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`list_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`closing\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`malayalam\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_malayalam_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_body\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_list_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_closing\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_malayalam\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`faculty_malayalam_idx\`;`)
  await db.run(sql`ALTER TABLE \`faculty\` ADD \`designation\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`faculty\` DROP COLUMN \`malayalam\`;`)
  await db.run(sql`ALTER TABLE \`toppers\` ADD \`stream\` text;`)
  await db.run(sql`ALTER TABLE \`pages_items\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_facts\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_facts\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_items\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_facts\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_facts\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`disclosures_saras_links\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`disclosures_general_information\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`disclosures_general_information\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`disclosures_documents\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`disclosures_academics\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`disclosures_staff\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`disclosures_staff\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`disclosures_infrastructure\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`disclosures_infrastructure\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`disclosures\` ADD \`title\` text DEFAULT 'Mandatory Public Disclosure' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`schools_slides\` ADD \`caption\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`town\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`tagline\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`address_line1\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`address_line2\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`address_district\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`address_state\` text DEFAULT 'Kerala';`)
  // The English texts go back to their columns before the `_locales` tables go.
  for (const statement of textOutOfLocales()) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_gallery_v_locales\`;`)
  await db.run(sql`DROP TABLE \`toppers_locales\`;`)
  await db.run(sql`DROP TABLE \`_toppers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`principal_messages_locales\`;`)
  await db.run(sql`DROP TABLE \`_principal_messages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`_highlights_v_locales\`;`)
  await db.run(sql`DROP TABLE \`notification_popups_locales\`;`)
  await db.run(sql`DROP TABLE \`_notification_popups_v_locales\`;`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`_videos_v_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`faculty_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosures_saras_links_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosures_general_information_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosures_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosures_academics_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosures_staff_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosures_infrastructure_locales\`;`)
  await db.run(sql`DROP TABLE \`disclosures_locales\`;`)
  await db.run(sql`DROP TABLE \`schools_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`schools_locales\`;`)
}
