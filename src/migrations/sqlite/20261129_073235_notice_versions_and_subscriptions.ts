import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { columnsIntoLocales, columnsOutOfLocales, PRIVACY_NOTICE_COLUMNS } from '../text-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`subscriptions_topics\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subscriptions_topics_order_idx\` ON \`subscriptions_topics\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_topics_parent_idx\` ON \`subscriptions_topics\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subscriptions_classes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subscriptions_classes_order_idx\` ON \`subscriptions_classes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_classes_parent_idx\` ON \`subscriptions_classes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`frequency\` text DEFAULT 'instant' NOT NULL,
  	\`language\` text DEFAULT 'en',
  	\`confirmed_at\` text,
  	\`link_sent_at\` text,
  	\`failures\` numeric DEFAULT 0,
  	\`notice_version_id\` integer,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`notice_version_id\`) REFERENCES \`notice_versions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`subscriptions_email_idx\` ON \`subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_status_idx\` ON \`subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_notice_version_idx\` ON \`subscriptions\` (\`notice_version_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_school_idx\` ON \`subscriptions\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_updated_at_idx\` ON \`subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_created_at_idx\` ON \`subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_email_idx\` ON \`subscriptions\` (\`school_id\`,\`email\`);`)
  await db.run(sql`CREATE TABLE \`notice_versions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`form\` text NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`retention_months\` numeric,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`notice_versions_form_idx\` ON \`notice_versions\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`notice_versions_school_idx\` ON \`notice_versions\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`notice_versions_updated_at_idx\` ON \`notice_versions\` (\`updated_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_form_version_idx\` ON \`notice_versions\` (\`school_id\`,\`form\`,\`version\`);`)
  await db.run(sql`CREATE TABLE \`notice_versions_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`notice_versions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notice_versions_locales_locale_parent_id_unique\` ON \`notice_versions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`notice_versions_locales_parent_idx\` ON \`notice_versions_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`tc_requests\` ADD \`notice_version_id\` integer REFERENCES notice_versions(id);`)
  await db.run(sql`CREATE INDEX \`tc_requests_notice_version_idx\` ON \`tc_requests\` (\`notice_version_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`notice_version_id\` integer REFERENCES notice_versions(id);`)
  await db.run(sql`CREATE INDEX \`contact_messages_notice_version_idx\` ON \`contact_messages\` (\`notice_version_id\`);`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`notice_version_id\` integer REFERENCES notice_versions(id);`)
  await db.run(sql`CREATE INDEX \`career_applications_notice_version_idx\` ON \`career_applications\` (\`notice_version_id\`);`)
  await db.run(sql`ALTER TABLE \`admission_registrations\` ADD \`notice_version_id\` integer REFERENCES notice_versions(id);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_notice_version_idx\` ON \`admission_registrations\` (\`notice_version_id\`);`)
  await db.run(sql`ALTER TABLE \`schools_locales\` ADD \`privacy_notices_contact\` text;`)
  await db.run(sql`ALTER TABLE \`schools_locales\` ADD \`privacy_notices_career\` text;`)
  await db.run(sql`ALTER TABLE \`schools_locales\` ADD \`privacy_notices_admission\` text;`)
  await db.run(sql`ALTER TABLE \`schools_locales\` ADD \`privacy_notices_tc\` text;`)
  await db.run(sql`ALTER TABLE \`schools_locales\` ADD \`privacy_notices_subscribe\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscriptions_id\` integer REFERENCES subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`notice_versions_id\` integer REFERENCES notice_versions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_versions_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_versions_id\`);`)
  // The schools' own notices become their English text before the old columns go (text-into-locales.ts).
  for (const statement of columnsIntoLocales('schools', PRIVACY_NOTICE_COLUMNS)) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`privacy_notices_contact\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`privacy_notices_career\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`privacy_notices_admission\`;`)
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`privacy_notices_tc\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`subscriptions_topics\`;`)
  await db.run(sql`DROP TABLE \`subscriptions_classes\`;`)
  await db.run(sql`DROP TABLE \`subscriptions\`;`)
  await db.run(sql`DROP TABLE \`notice_versions\`;`)
  await db.run(sql`DROP TABLE \`notice_versions_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_tc_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`admission\` text NOT NULL,
  	\`found\` integer DEFAULT false,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`notes\` text,
  	\`submission_key\` text,
  	\`school_id\` integer,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tc_requests\`("id", "name", "admission", "found", "status", "notes", "submission_key", "school_id", "created_at", "updated_at") SELECT "id", "name", "admission", "found", "status", "notes", "submission_key", "school_id", "created_at", "updated_at" FROM \`tc_requests\`;`)
  await db.run(sql`DROP TABLE \`tc_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_tc_requests\` RENAME TO \`tc_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`tc_requests_status_idx\` ON \`tc_requests\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tc_requests_submission_key_idx\` ON \`tc_requests\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`tc_requests_school_idx\` ON \`tc_requests\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`tc_requests_created_at_idx\` ON \`tc_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tc_requests_updated_at_idx\` ON \`tc_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tc_requests_school_created_at_idx\` ON \`tc_requests\` (\`school_id\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`language\` text DEFAULT 'en',
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`notes\` text,
  	\`submission_key\` text,
  	\`school_id\` integer,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_messages\`("id", "name", "email", "phone", "subject", "message", "language", "status", "notes", "submission_key", "school_id", "created_at", "updated_at") SELECT "id", "name", "email", "phone", "subject", "message", "language", "status", "notes", "submission_key", "school_id", "created_at", "updated_at" FROM \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_messages\` RENAME TO \`contact_messages\`;`)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_messages_submission_key_idx\` ON \`contact_messages\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_school_idx\` ON \`contact_messages\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_school_created_at_idx\` ON \`contact_messages\` (\`school_id\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_career_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`mail_type\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`dob\` text NOT NULL,
  	\`father_name\` text NOT NULL,
  	\`school1\` text NOT NULL,
  	\`profession\` text NOT NULL,
  	\`experience\` text NOT NULL,
  	\`attachments_id\` integer NOT NULL,
  	\`language\` text DEFAULT 'en',
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`notes\` text,
  	\`submission_key\` text,
  	\`school_id\` integer,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_career_applications\`("id", "name", "mail_type", "email", "phone", "address", "dob", "father_name", "school1", "profession", "experience", "attachments_id", "language", "status", "notes", "submission_key", "school_id", "created_at", "updated_at") SELECT "id", "name", "mail_type", "email", "phone", "address", "dob", "father_name", "school1", "profession", "experience", "attachments_id", "language", "status", "notes", "submission_key", "school_id", "created_at", "updated_at" FROM \`career_applications\`;`)
  await db.run(sql`DROP TABLE \`career_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_career_applications\` RENAME TO \`career_applications\`;`)
  await db.run(sql`CREATE INDEX \`career_applications_attachments_idx\` ON \`career_applications\` (\`attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_status_idx\` ON \`career_applications\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`career_applications_submission_key_idx\` ON \`career_applications\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_school_idx\` ON \`career_applications\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_created_at_idx\` ON \`career_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_updated_at_idx\` ON \`career_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_school_created_at_idx\` ON \`career_applications\` (\`school_id\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_admission_registrations\` (
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
  	\`language\` text DEFAULT 'en',
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`notes\` text,
  	\`submission_key\` text,
  	\`school_id\` integer,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admission_registrations\`("id", "session", "name", "gender", "dob", "religion", "address", "category", "aadhar_card_details", "address1", "phone2", "father_name", "profession", "phone", "email", "mother_name", "profession1", "phone1", "email1", "has_siblings", "declaration", "language", "status", "notes", "submission_key", "school_id", "created_at", "updated_at") SELECT "id", "session", "name", "gender", "dob", "religion", "address", "category", "aadhar_card_details", "address1", "phone2", "father_name", "profession", "phone", "email", "mother_name", "profession1", "phone1", "email1", "has_siblings", "declaration", "language", "status", "notes", "submission_key", "school_id", "created_at", "updated_at" FROM \`admission_registrations\`;`)
  await db.run(sql`DROP TABLE \`admission_registrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_admission_registrations\` RENAME TO \`admission_registrations\`;`)
  await db.run(sql`CREATE INDEX \`admission_registrations_status_idx\` ON \`admission_registrations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_registrations_submission_key_idx\` ON \`admission_registrations\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_school_idx\` ON \`admission_registrations\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_created_at_idx\` ON \`admission_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_updated_at_idx\` ON \`admission_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_school_created_at_idx\` ON \`admission_registrations\` (\`school_id\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`alerts_id\` integer,
  	\`news_id\` integer,
  	\`circulars_id\` integer,
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
  	\`custom_pages_id\` integer,
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
  	\`second_factors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`circulars_id\`) REFERENCES \`circulars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`custom_pages_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`second_factors_id\`) REFERENCES \`second_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "alerts_id", "news_id", "circulars_id", "events_id", "gallery_id", "toppers_id", "principal_messages_id", "birthdays_id", "highlights_id", "online_registrations_id", "notification_popups_id", "videos_id", "pages_id", "custom_pages_id", "faculty_id", "trust_members_id", "disclosures_id", "tc_requests_id", "contact_messages_id", "career_applications_id", "admission_registrations_id", "transfer_certificates_id", "media_id", "private_files_id", "schools_id", "users_id", "audit_log_id", "second_factors_id") SELECT "id", "order", "parent_id", "path", "alerts_id", "news_id", "circulars_id", "events_id", "gallery_id", "toppers_id", "principal_messages_id", "birthdays_id", "highlights_id", "online_registrations_id", "notification_popups_id", "videos_id", "pages_id", "custom_pages_id", "faculty_id", "trust_members_id", "disclosures_id", "tc_requests_id", "contact_messages_id", "career_applications_id", "admission_registrations_id", "transfer_certificates_id", "media_id", "private_files_id", "schools_id", "users_id", "audit_log_id", "second_factors_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_circulars_id_idx\` ON \`payload_locked_documents_rels\` (\`circulars_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_custom_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`custom_pages_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_second_factors_id_idx\` ON \`payload_locked_documents_rels\` (\`second_factors_id\`);`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`privacy_notices_contact\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`privacy_notices_career\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`privacy_notices_admission\` text;`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`privacy_notices_tc\` text;`)
  for (const statement of columnsOutOfLocales('schools', PRIVACY_NOTICE_COLUMNS)) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`schools_locales\` DROP COLUMN \`privacy_notices_contact\`;`)
  await db.run(sql`ALTER TABLE \`schools_locales\` DROP COLUMN \`privacy_notices_career\`;`)
  await db.run(sql`ALTER TABLE \`schools_locales\` DROP COLUMN \`privacy_notices_admission\`;`)
  await db.run(sql`ALTER TABLE \`schools_locales\` DROP COLUMN \`privacy_notices_tc\`;`)
  await db.run(sql`ALTER TABLE \`schools_locales\` DROP COLUMN \`privacy_notices_subscribe\`;`)
}
