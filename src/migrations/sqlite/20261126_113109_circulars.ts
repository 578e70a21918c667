import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`circulars_classes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`circulars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`circulars_classes_order_idx\` ON \`circulars_classes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`circulars_classes_parent_idx\` ON \`circulars_classes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`circulars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text,
  	\`date\` text,
  	\`category\` text DEFAULT 'Circular',
  	\`review_state\` text,
  	\`review_comment\` text,
  	\`review_at\` text,
  	\`school_id\` integer,
  	\`demo\` integer DEFAULT false,
  	\`malayalam\` text DEFAULT 'missing',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`circulars_date_idx\` ON \`circulars\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`circulars_category_idx\` ON \`circulars\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`circulars_review_review_state_idx\` ON \`circulars\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`circulars_school_idx\` ON \`circulars\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`circulars_demo_idx\` ON \`circulars\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`circulars_malayalam_idx\` ON \`circulars\` (\`malayalam\`);`)
  await db.run(sql`CREATE INDEX \`circulars_updated_at_idx\` ON \`circulars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`circulars_created_at_idx\` ON \`circulars\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`circulars__status_idx\` ON \`circulars\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`circulars_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`circulars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`circulars_locales_locale_parent_id_unique\` ON \`circulars_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`circulars_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`circulars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`circulars_rels_order_idx\` ON \`circulars_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`circulars_rels_parent_idx\` ON \`circulars_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`circulars_rels_path_idx\` ON \`circulars_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`circulars_rels_media_id_idx\` ON \`circulars_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_circulars_v_version_classes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_circulars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_classes_order_idx\` ON \`_circulars_v_version_classes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_classes_parent_idx\` ON \`_circulars_v_version_classes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_circulars_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_number\` text,
  	\`version_date\` text,
  	\`version_category\` text DEFAULT 'Circular',
  	\`version_review_state\` text,
  	\`version_review_comment\` text,
  	\`version_review_at\` text,
  	\`version_school_id\` integer,
  	\`version_demo\` integer DEFAULT false,
  	\`version_malayalam\` text DEFAULT 'missing',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`circulars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_circulars_v_parent_idx\` ON \`_circulars_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_date_idx\` ON \`_circulars_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_category_idx\` ON \`_circulars_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_review_version_review_state_idx\` ON \`_circulars_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_school_idx\` ON \`_circulars_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_demo_idx\` ON \`_circulars_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_malayalam_idx\` ON \`_circulars_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_updated_at_idx\` ON \`_circulars_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_created_at_idx\` ON \`_circulars_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version__status_idx\` ON \`_circulars_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_created_at_idx\` ON \`_circulars_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_updated_at_idx\` ON \`_circulars_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_snapshot_idx\` ON \`_circulars_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_published_locale_idx\` ON \`_circulars_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_latest_idx\` ON \`_circulars_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_circulars_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_circulars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_circulars_v_locales_locale_parent_id_unique\` ON \`_circulars_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_circulars_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_circulars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_circulars_v_rels_order_idx\` ON \`_circulars_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_rels_parent_idx\` ON \`_circulars_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_rels_path_idx\` ON \`_circulars_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_rels_media_id_idx\` ON \`_circulars_v_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`circulars_id\` integer REFERENCES circulars(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_circulars_id_idx\` ON \`payload_locked_documents_rels\` (\`circulars_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`circulars_classes\`;`)
  await db.run(sql`DROP TABLE \`circulars\`;`)
  await db.run(sql`DROP TABLE \`circulars_locales\`;`)
  await db.run(sql`DROP TABLE \`circulars_rels\`;`)
  await db.run(sql`DROP TABLE \`_circulars_v_version_classes\`;`)
  await db.run(sql`DROP TABLE \`_circulars_v\`;`)
  await db.run(sql`DROP TABLE \`_circulars_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_circulars_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`alerts_id\` integer,
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
  	\`tc_requests_id\` integer,
  	\`contact_messages_id\` integer,
  	\`career_applications_id\` integer,
  	\`admission_registrations_id\` integer,
  	\`transfer_certificates_id\` integer,
  	\`media_id\` integer,
  	\`private_files_id\` integer,
  	\`schools_id\` integer,
  	\`users_id\` integer,
  	\`audit_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`tc_requests_id\`) REFERENCES \`tc_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_applications_id\`) REFERENCES \`career_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_registrations_id\`) REFERENCES \`admission_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transfer_certificates_id\`) REFERENCES \`transfer_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_files_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schools_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "alerts_id", "news_id", "events_id", "gallery_id", "toppers_id", "principal_messages_id", "birthdays_id", "highlights_id", "online_registrations_id", "notification_popups_id", "videos_id", "pages_id", "faculty_id", "trust_members_id", "disclosures_id", "tc_requests_id", "contact_messages_id", "career_applications_id", "admission_registrations_id", "transfer_certificates_id", "media_id", "private_files_id", "schools_id", "users_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "alerts_id", "news_id", "events_id", "gallery_id", "toppers_id", "principal_messages_id", "birthdays_id", "highlights_id", "online_registrations_id", "notification_popups_id", "videos_id", "pages_id", "faculty_id", "trust_members_id", "disclosures_id", "tc_requests_id", "contact_messages_id", "career_applications_id", "admission_registrations_id", "transfer_certificates_id", "media_id", "private_files_id", "schools_id", "users_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tc_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`tc_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`career_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_files_id_idx\` ON \`payload_locked_documents_rels\` (\`private_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`schools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}
