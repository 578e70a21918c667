import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`disclosures_results_class_x\` (
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
  await db.run(sql`CREATE INDEX \`disclosures_results_class_x_order_idx\` ON \`disclosures_results_class_x\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_results_class_x_parent_id_idx\` ON \`disclosures_results_class_x\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosures_not_applicable\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosures_not_applicable_order_idx\` ON \`disclosures_not_applicable\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`disclosures_not_applicable_parent_idx\` ON \`disclosures_not_applicable\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`breaches_people\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`breaches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`breaches_people_order_idx\` ON \`breaches_people\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`breaches_people_parent_idx\` ON \`breaches_people\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`breaches_data_kinds\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`breaches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`breaches_data_kinds_order_idx\` ON \`breaches_data_kinds\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`breaches_data_kinds_parent_idx\` ON \`breaches_data_kinds\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`breaches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`occurred_at\` text,
  	\`found_at\` text NOT NULL,
  	\`circumstances\` text,
  	\`people_count\` numeric,
  	\`consequences\` text,
  	\`measures\` text,
  	\`self_protection\` text,
  	\`findings\` text,
  	\`remedial\` text,
  	\`contact_name\` text,
  	\`contact_role\` text,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`board_told_at\` text,
  	\`board_report_at\` text,
  	\`people_told_at\` text,
  	\`school_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`breaches_found_at_idx\` ON \`breaches\` (\`found_at\`);`)
  await db.run(sql`CREATE INDEX \`breaches_status_idx\` ON \`breaches\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`breaches_school_idx\` ON \`breaches\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`breaches_updated_at_idx\` ON \`breaches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`breaches_created_at_idx\` ON \`breaches\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`about_a_child\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` ADD \`version_about_a_child\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`disclosures_general_information\` ADD \`item\` text;`)
  await db.run(sql`ALTER TABLE \`disclosures_documents\` ADD \`item\` text;`)
  await db.run(sql`ALTER TABLE \`disclosures_academics\` ADD \`item\` text;`)
  await db.run(sql`ALTER TABLE \`disclosures_staff\` ADD \`item\` text;`)
  await db.run(sql`ALTER TABLE \`disclosures_infrastructure\` ADD \`item\` text;`)
  await db.run(sql`ALTER TABLE \`disclosures\` ADD \`link_check\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`breaches_id\` integer REFERENCES breaches(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_breaches_id_idx\` ON \`payload_locked_documents_rels\` (\`breaches_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`disclosures_results_class_x\`;`)
  await db.run(sql`DROP TABLE \`disclosures_not_applicable\`;`)
  await db.run(sql`DROP TABLE \`breaches_people\`;`)
  await db.run(sql`DROP TABLE \`breaches_data_kinds\`;`)
  await db.run(sql`DROP TABLE \`breaches\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`forms_id\` integer,
  	\`faculty_id\` integer,
  	\`trust_members_id\` integer,
  	\`disclosures_id\` integer,
  	\`tc_requests_id\` integer,
  	\`contact_messages_id\` integer,
  	\`career_applications_id\` integer,
  	\`form_submissions_id\` integer,
  	\`transfer_certificates_id\` integer,
  	\`privacy_requests_id\` integer,
  	\`admission_registrations_id\` integer,
  	\`admission_sessions_id\` integer,
  	\`admission_numbers_id\` integer,
  	\`subscriptions_id\` integer,
  	\`push_subscriptions_id\` integer,
  	\`deliveries_id\` integer,
  	\`media_id\` integer,
  	\`private_files_id\` integer,
  	\`schools_id\` integer,
  	\`users_id\` integer,
  	\`audit_log_id\` integer,
  	\`access_log_id\` integer,
  	\`notice_versions_id\` integer,
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
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculty\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trust_members_id\`) REFERENCES \`trust_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`disclosures_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tc_requests_id\`) REFERENCES \`tc_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_applications_id\`) REFERENCES \`career_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transfer_certificates_id\`) REFERENCES \`transfer_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_requests_id\`) REFERENCES \`privacy_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_registrations_id\`) REFERENCES \`admission_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_sessions_id\`) REFERENCES \`admission_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_numbers_id\`) REFERENCES \`admission_numbers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`push_subscriptions_id\`) REFERENCES \`push_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`deliveries_id\`) REFERENCES \`deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_files_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schools_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_log_id\`) REFERENCES \`access_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notice_versions_id\`) REFERENCES \`notice_versions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`second_factors_id\`) REFERENCES \`second_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "alerts_id", "news_id", "circulars_id", "events_id", "gallery_id", "toppers_id", "principal_messages_id", "birthdays_id", "highlights_id", "online_registrations_id", "notification_popups_id", "videos_id", "pages_id", "custom_pages_id", "forms_id", "faculty_id", "trust_members_id", "disclosures_id", "tc_requests_id", "contact_messages_id", "career_applications_id", "form_submissions_id", "transfer_certificates_id", "privacy_requests_id", "admission_registrations_id", "admission_sessions_id", "admission_numbers_id", "subscriptions_id", "push_subscriptions_id", "deliveries_id", "media_id", "private_files_id", "schools_id", "users_id", "audit_log_id", "access_log_id", "notice_versions_id", "second_factors_id") SELECT "id", "order", "parent_id", "path", "alerts_id", "news_id", "circulars_id", "events_id", "gallery_id", "toppers_id", "principal_messages_id", "birthdays_id", "highlights_id", "online_registrations_id", "notification_popups_id", "videos_id", "pages_id", "custom_pages_id", "forms_id", "faculty_id", "trust_members_id", "disclosures_id", "tc_requests_id", "contact_messages_id", "career_applications_id", "form_submissions_id", "transfer_certificates_id", "privacy_requests_id", "admission_registrations_id", "admission_sessions_id", "admission_numbers_id", "subscriptions_id", "push_subscriptions_id", "deliveries_id", "media_id", "private_files_id", "schools_id", "users_id", "audit_log_id", "access_log_id", "notice_versions_id", "second_factors_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculty_id_idx\` ON \`payload_locked_documents_rels\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trust_members_id_idx\` ON \`payload_locked_documents_rels\` (\`trust_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosures_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tc_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`tc_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`career_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_numbers_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_numbers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_files_id_idx\` ON \`payload_locked_documents_rels\` (\`private_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`schools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_log_id_idx\` ON \`payload_locked_documents_rels\` (\`access_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_versions_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_versions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_second_factors_id_idx\` ON \`payload_locked_documents_rels\` (\`second_factors_id\`);`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`about_a_child\`;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` DROP COLUMN \`version_about_a_child\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_general_information\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_documents\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_academics\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_staff\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`disclosures_infrastructure\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`disclosures\` DROP COLUMN \`link_check\`;`)
}
