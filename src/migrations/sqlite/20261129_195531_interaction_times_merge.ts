import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`admission_sessions_interaction_times\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`places\` numeric DEFAULT 10 NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_sessions_interaction_times_order_idx\` ON \`admission_sessions_interaction_times\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_sessions_interaction_times_parent_id_idx\` ON \`admission_sessions_interaction_times\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_sessions_interaction_times_locales\` (
  	\`where\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_sessions_interaction_times\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_sessions_interaction_times_locales_locale_parent_i\` ON \`admission_sessions_interaction_times_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_sessions_interaction_times_locales_parent_idx\` ON \`admission_sessions_interaction_times_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`admission_registrations\` ADD \`interaction_time\` text;`)
  await db.run(sql`ALTER TABLE \`admission_registrations\` ADD \`interaction_seat\` numeric;`)
  await db.run(sql`ALTER TABLE \`admission_registrations\` ADD \`merged_into_id\` integer REFERENCES admission_registrations(id);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_merged_into_idx\` ON \`admission_registrations\` (\`merged_into_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`session_interactionTime_interactionSeat_idx\` ON \`admission_registrations\` (\`session_id\`,\`interaction_time\`,\`interaction_seat\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`admission_sessions_interaction_times\`;`)
  await db.run(sql`DROP TABLE \`admission_sessions_interaction_times_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_admission_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text,
  	\`session_id\` integer,
  	\`class\` text DEFAULT 'I' NOT NULL,
  	\`seq\` numeric,
  	\`child_key\` text,
  	\`phone_keys\` text,
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
  	\`status\` text DEFAULT 'registered' NOT NULL,
  	\`notes\` text,
  	\`interaction_at\` text,
  	\`interaction_place\` text,
  	\`assignee_id\` integer,
  	\`submission_key\` text,
  	\`notice_version_id\` integer,
  	\`school_id\` integer,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`session_id\`) REFERENCES \`admission_sessions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`notice_version_id\`) REFERENCES \`notice_versions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admission_registrations\`("id", "number", "session_id", "class", "seq", "child_key", "phone_keys", "name", "gender", "dob", "religion", "address", "category", "aadhar_card_details", "address1", "phone2", "father_name", "profession", "phone", "email", "mother_name", "profession1", "phone1", "email1", "has_siblings", "declaration", "language", "status", "notes", "interaction_at", "interaction_place", "assignee_id", "submission_key", "notice_version_id", "school_id", "created_at", "updated_at") SELECT "id", "number", "session_id", "class", "seq", "child_key", "phone_keys", "name", "gender", "dob", "religion", "address", "category", "aadhar_card_details", "address1", "phone2", "father_name", "profession", "phone", "email", "mother_name", "profession1", "phone1", "email1", "has_siblings", "declaration", "language", "status", "notes", "interaction_at", "interaction_place", "assignee_id", "submission_key", "notice_version_id", "school_id", "created_at", "updated_at" FROM \`admission_registrations\`;`)
  await db.run(sql`DROP TABLE \`admission_registrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_admission_registrations\` RENAME TO \`admission_registrations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_registrations_number_idx\` ON \`admission_registrations\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_session_idx\` ON \`admission_registrations\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_child_key_idx\` ON \`admission_registrations\` (\`child_key\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_status_idx\` ON \`admission_registrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_assignee_idx\` ON \`admission_registrations\` (\`assignee_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_registrations_submission_key_idx\` ON \`admission_registrations\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_notice_version_idx\` ON \`admission_registrations\` (\`notice_version_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_school_idx\` ON \`admission_registrations\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_created_at_idx\` ON \`admission_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_updated_at_idx\` ON \`admission_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`session_class_seq_idx\` ON \`admission_registrations\` (\`session_id\`,\`class\`,\`seq\`);`)
  await db.run(sql`CREATE INDEX \`admission_registrations_school_created_at_idx\` ON \`admission_registrations\` (\`school_id\`,\`created_at\`);`)
}
