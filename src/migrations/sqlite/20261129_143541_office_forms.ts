import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_form_order_idx\` ON \`custom_pages_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_form_parent_id_idx\` ON \`custom_pages_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_form_path_idx\` ON \`custom_pages_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_form_form_idx\` ON \`custom_pages_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_form_order_idx\` ON \`_custom_pages_v_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_form_parent_id_idx\` ON \`_custom_pages_v_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_form_path_idx\` ON \`_custom_pages_v_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_form_form_idx\` ON \`_custom_pages_v_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_order_idx\` ON \`forms_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_parent_id_idx\` ON \`forms_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_path_idx\` ON \`forms_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_text_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_text_locales_locale_parent_id_unique\` ON \`forms_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_locales_parent_idx\` ON \`forms_blocks_text_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_long_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_long_text_order_idx\` ON \`forms_blocks_long_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_long_text_parent_id_idx\` ON \`forms_blocks_long_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_long_text_path_idx\` ON \`forms_blocks_long_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_long_text_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_long_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_long_text_locales_locale_parent_id_unique\` ON \`forms_blocks_long_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_long_text_locales_parent_idx\` ON \`forms_blocks_long_text_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_email\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_order_idx\` ON \`forms_blocks_email\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_parent_id_idx\` ON \`forms_blocks_email\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_path_idx\` ON \`forms_blocks_email\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_email_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_email\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_email_locales_locale_parent_id_unique\` ON \`forms_blocks_email_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_locales_parent_idx\` ON \`forms_blocks_email_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_phone\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_phone_order_idx\` ON \`forms_blocks_phone\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_phone_parent_id_idx\` ON \`forms_blocks_phone\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_phone_path_idx\` ON \`forms_blocks_phone\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_phone_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_phone\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_phone_locales_locale_parent_id_unique\` ON \`forms_blocks_phone_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_phone_locales_parent_idx\` ON \`forms_blocks_phone_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_number\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_order_idx\` ON \`forms_blocks_number\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_parent_id_idx\` ON \`forms_blocks_number\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_path_idx\` ON \`forms_blocks_number\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_number_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_number\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_number_locales_locale_parent_id_unique\` ON \`forms_blocks_number_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_locales_parent_idx\` ON \`forms_blocks_number_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_date\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`min\` text,
  	\`max\` text,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_date_order_idx\` ON \`forms_blocks_date\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_date_parent_id_idx\` ON \`forms_blocks_date\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_date_path_idx\` ON \`forms_blocks_date\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_date_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_date\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_date_locales_locale_parent_id_unique\` ON \`forms_blocks_date_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_date_locales_parent_idx\` ON \`forms_blocks_date_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_choice_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_choice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_choice_options_order_idx\` ON \`forms_blocks_choice_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_choice_options_parent_id_idx\` ON \`forms_blocks_choice_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_choice_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_choice_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_choice_options_locales_locale_parent_id_unique\` ON \`forms_blocks_choice_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_choice_options_locales_parent_idx\` ON \`forms_blocks_choice_options_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_choice\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`display\` text DEFAULT 'radio',
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_choice_order_idx\` ON \`forms_blocks_choice\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_choice_parent_id_idx\` ON \`forms_blocks_choice\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_choice_path_idx\` ON \`forms_blocks_choice\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_choice_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_choice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_choice_locales_locale_parent_id_unique\` ON \`forms_blocks_choice_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_choice_locales_parent_idx\` ON \`forms_blocks_choice_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkboxes_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_checkboxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_options_order_idx\` ON \`forms_blocks_checkboxes_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_options_parent_id_idx\` ON \`forms_blocks_checkboxes_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkboxes_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_checkboxes_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_checkboxes_options_locales_locale_parent_id_uni\` ON \`forms_blocks_checkboxes_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_options_locales_parent_idx\` ON \`forms_blocks_checkboxes_options_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkboxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_order_idx\` ON \`forms_blocks_checkboxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_parent_id_idx\` ON \`forms_blocks_checkboxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_path_idx\` ON \`forms_blocks_checkboxes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkboxes_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_checkboxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_checkboxes_locales_locale_parent_id_unique\` ON \`forms_blocks_checkboxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_locales_parent_idx\` ON \`forms_blocks_checkboxes_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_file_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms_blocks_file\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_file_types_order_idx\` ON \`forms_blocks_file_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_file_types_parent_idx\` ON \`forms_blocks_file_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_file\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`max_m_b\` numeric DEFAULT 5,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_file_order_idx\` ON \`forms_blocks_file\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_file_parent_id_idx\` ON \`forms_blocks_file\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_file_path_idx\` ON \`forms_blocks_file\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_file_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_file\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_file_locales_locale_parent_id_unique\` ON \`forms_blocks_file_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_file_locales_parent_idx\` ON \`forms_blocks_file_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_declaration\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_declaration_order_idx\` ON \`forms_blocks_declaration\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_declaration_parent_id_idx\` ON \`forms_blocks_declaration\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_declaration_path_idx\` ON \`forms_blocks_declaration\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_declaration_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_declaration\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_declaration_locales_locale_parent_id_unique\` ON \`forms_blocks_declaration_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_declaration_locales_parent_idx\` ON \`forms_blocks_declaration_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_slot_slots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`places\` numeric DEFAULT 1,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_slot\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_slot_slots_order_idx\` ON \`forms_blocks_slot_slots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_slot_slots_parent_id_idx\` ON \`forms_blocks_slot_slots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_slot_slots_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_slot_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_slot_slots_locales_locale_parent_id_unique\` ON \`forms_blocks_slot_slots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_slot_slots_locales_parent_idx\` ON \`forms_blocks_slot_slots_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_slot\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_slot_order_idx\` ON \`forms_blocks_slot\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_slot_parent_id_idx\` ON \`forms_blocks_slot\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_slot_path_idx\` ON \`forms_blocks_slot\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_slot_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_slot\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_slot_locales_locale_parent_id_unique\` ON \`forms_blocks_slot_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_slot_locales_parent_idx\` ON \`forms_blocks_slot_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`opens_at\` text,
  	\`closes_at\` text,
  	\`limit\` numeric,
  	\`one_per\` text,
  	\`mail_confirmation\` integer DEFAULT false,
  	\`retention_months\` numeric DEFAULT 12,
  	\`review_state\` text,
  	\`review_comment\` text,
  	\`review_at\` text,
  	\`school_id\` integer,
  	\`malayalam\` text DEFAULT 'missing',
  	\`malayalam_against\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_slug_idx\` ON \`forms\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`forms_review_review_state_idx\` ON \`forms\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`forms_school_idx\` ON \`forms\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_malayalam_idx\` ON \`forms\` (\`malayalam\`);`)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`forms__status_idx\` ON \`forms\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_slug_1_idx\` ON \`forms\` (\`school_id\`,\`slug\`);`)
  await db.run(sql`CREATE INDEX \`forms_school_list_slug_idx\` ON \`forms\` (\`school_id\`,\`_status\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`confirmation\` text,
  	\`privacy_notice\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_locales_parent_idx\` ON \`forms_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_rels_order_idx\` ON \`forms_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`forms_rels_parent_idx\` ON \`forms_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_rels_path_idx\` ON \`forms_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`forms_rels_users_id_idx\` ON \`forms_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_text_order_idx\` ON \`_forms_v_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_text_parent_id_idx\` ON \`_forms_v_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_text_path_idx\` ON \`_forms_v_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_text_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_text_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_text_locales_parent_idx\` ON \`_forms_v_blocks_text_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_long_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_long_text_order_idx\` ON \`_forms_v_blocks_long_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_long_text_parent_id_idx\` ON \`_forms_v_blocks_long_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_long_text_path_idx\` ON \`_forms_v_blocks_long_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_long_text_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_long_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_long_text_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_long_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_long_text_locales_parent_idx\` ON \`_forms_v_blocks_long_text_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_email\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_email_order_idx\` ON \`_forms_v_blocks_email\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_email_parent_id_idx\` ON \`_forms_v_blocks_email\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_email_path_idx\` ON \`_forms_v_blocks_email\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_email_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_email\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_email_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_email_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_email_locales_parent_idx\` ON \`_forms_v_blocks_email_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_phone\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_phone_order_idx\` ON \`_forms_v_blocks_phone\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_phone_parent_id_idx\` ON \`_forms_v_blocks_phone\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_phone_path_idx\` ON \`_forms_v_blocks_phone\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_phone_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_phone\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_phone_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_phone_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_phone_locales_parent_idx\` ON \`_forms_v_blocks_phone_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_number\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_number_order_idx\` ON \`_forms_v_blocks_number\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_number_parent_id_idx\` ON \`_forms_v_blocks_number\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_number_path_idx\` ON \`_forms_v_blocks_number\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_number_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_number\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_number_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_number_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_number_locales_parent_idx\` ON \`_forms_v_blocks_number_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_date\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`min\` text,
  	\`max\` text,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_date_order_idx\` ON \`_forms_v_blocks_date\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_date_parent_id_idx\` ON \`_forms_v_blocks_date\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_date_path_idx\` ON \`_forms_v_blocks_date\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_date_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_date\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_date_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_date_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_date_locales_parent_idx\` ON \`_forms_v_blocks_date_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_choice_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_choice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_choice_options_order_idx\` ON \`_forms_v_blocks_choice_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_choice_options_parent_id_idx\` ON \`_forms_v_blocks_choice_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_choice_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_choice_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_choice_options_locales_locale_parent_id_uniq\` ON \`_forms_v_blocks_choice_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_choice_options_locales_parent_idx\` ON \`_forms_v_blocks_choice_options_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_choice\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`display\` text DEFAULT 'radio',
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_choice_order_idx\` ON \`_forms_v_blocks_choice\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_choice_parent_id_idx\` ON \`_forms_v_blocks_choice\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_choice_path_idx\` ON \`_forms_v_blocks_choice\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_choice_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_choice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_choice_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_choice_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_choice_locales_parent_idx\` ON \`_forms_v_blocks_choice_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_checkboxes_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_checkboxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_checkboxes_options_order_idx\` ON \`_forms_v_blocks_checkboxes_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_checkboxes_options_parent_id_idx\` ON \`_forms_v_blocks_checkboxes_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_checkboxes_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_checkboxes_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_checkboxes_options_locales_locale_parent_id_\` ON \`_forms_v_blocks_checkboxes_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_checkboxes_options_locales_parent_idx\` ON \`_forms_v_blocks_checkboxes_options_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_checkboxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_checkboxes_order_idx\` ON \`_forms_v_blocks_checkboxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_checkboxes_parent_id_idx\` ON \`_forms_v_blocks_checkboxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_checkboxes_path_idx\` ON \`_forms_v_blocks_checkboxes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_checkboxes_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_checkboxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_checkboxes_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_checkboxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_checkboxes_locales_parent_idx\` ON \`_forms_v_blocks_checkboxes_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_file_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_forms_v_blocks_file\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_file_types_order_idx\` ON \`_forms_v_blocks_file_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_file_types_parent_idx\` ON \`_forms_v_blocks_file_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_file\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`max_m_b\` numeric DEFAULT 5,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_file_order_idx\` ON \`_forms_v_blocks_file\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_file_parent_id_idx\` ON \`_forms_v_blocks_file\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_file_path_idx\` ON \`_forms_v_blocks_file\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_file_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_file\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_file_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_file_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_file_locales_parent_idx\` ON \`_forms_v_blocks_file_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_declaration\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_declaration_order_idx\` ON \`_forms_v_blocks_declaration\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_declaration_parent_id_idx\` ON \`_forms_v_blocks_declaration\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_declaration_path_idx\` ON \`_forms_v_blocks_declaration\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_declaration_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_declaration\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_declaration_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_declaration_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_declaration_locales_parent_idx\` ON \`_forms_v_blocks_declaration_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_slot_slots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`places\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_slot\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_slot_slots_order_idx\` ON \`_forms_v_blocks_slot_slots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_slot_slots_parent_id_idx\` ON \`_forms_v_blocks_slot_slots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_slot_slots_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_slot_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_slot_slots_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_slot_slots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_slot_slots_locales_parent_idx\` ON \`_forms_v_blocks_slot_slots_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_slot\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`show_when_question\` text,
  	\`show_when_is\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_slot_order_idx\` ON \`_forms_v_blocks_slot\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_slot_parent_id_idx\` ON \`_forms_v_blocks_slot\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_slot_path_idx\` ON \`_forms_v_blocks_slot\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_blocks_slot_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_blocks_slot\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_blocks_slot_locales_locale_parent_id_unique\` ON \`_forms_v_blocks_slot_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_blocks_slot_locales_parent_idx\` ON \`_forms_v_blocks_slot_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_opens_at\` text,
  	\`version_closes_at\` text,
  	\`version_limit\` numeric,
  	\`version_one_per\` text,
  	\`version_mail_confirmation\` integer DEFAULT false,
  	\`version_retention_months\` numeric DEFAULT 12,
  	\`version_review_state\` text,
  	\`version_review_comment\` text,
  	\`version_review_at\` text,
  	\`version_school_id\` integer,
  	\`version_malayalam\` text DEFAULT 'missing',
  	\`version_malayalam_against\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_parent_idx\` ON \`_forms_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_slug_idx\` ON \`_forms_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_review_version_review_state_idx\` ON \`_forms_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_school_idx\` ON \`_forms_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_malayalam_idx\` ON \`_forms_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_updated_at_idx\` ON \`_forms_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_created_at_idx\` ON \`_forms_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version__status_idx\` ON \`_forms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_created_at_idx\` ON \`_forms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_updated_at_idx\` ON \`_forms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_snapshot_idx\` ON \`_forms_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_published_locale_idx\` ON \`_forms_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_latest_idx\` ON \`_forms_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_school_version_slug_1_idx\` ON \`_forms_v\` (\`version_school_id\`,\`version_slug\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_confirmation\` text,
  	\`version_privacy_notice\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_locales_locale_parent_id_unique\` ON \`_forms_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_locales_parent_idx\` ON \`_forms_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_rels_order_idx\` ON \`_forms_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_rels_parent_idx\` ON \`_forms_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_rels_path_idx\` ON \`_forms_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_rels_users_id_idx\` ON \`_forms_v_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`summary\` text,
  	\`answers\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`slot\` text,
  	\`slot_label\` text,
  	\`place\` numeric,
  	\`limit_place\` numeric,
  	\`once_key\` text,
  	\`form_version\` text,
  	\`cancelled_at\` text,
  	\`language\` text DEFAULT 'en',
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`notes\` text,
  	\`submission_key\` text,
  	\`notice_version_id\` integer,
  	\`school_id\` integer,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`notice_version_id\`) REFERENCES \`notice_versions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_email_idx\` ON \`form_submissions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_phone_idx\` ON \`form_submissions\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_status_idx\` ON \`form_submissions\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_submission_key_idx\` ON \`form_submissions\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_notice_version_idx\` ON \`form_submissions\` (\`notice_version_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_school_idx\` ON \`form_submissions\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_slot_place_idx\` ON \`form_submissions\` (\`form_id\`,\`slot\`,\`place\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_limitPlace_idx\` ON \`form_submissions\` (\`form_id\`,\`limit_place\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_onceKey_idx\` ON \`form_submissions\` (\`form_id\`,\`once_key\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`private_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_files_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_order_idx\` ON \`form_submissions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_parent_idx\` ON \`form_submissions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_path_idx\` ON \`form_submissions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_private_files_id_idx\` ON \`form_submissions_rels\` (\`private_files_id\`);`)
  await db.run(sql`DROP INDEX \`school_form_version_idx\`;`)
  await db.run(sql`ALTER TABLE \`notice_versions\` ADD \`office_form\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`notice_versions_office_form_idx\` ON \`notice_versions\` (\`office_form\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_form_officeForm_version_idx\` ON \`notice_versions\` (\`school_id\`,\`form\`,\`office_form\`,\`version\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forms_id\` integer REFERENCES forms(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_submissions_id\` integer REFERENCES form_submissions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`custom_pages_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_long_text\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_long_text_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_email\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_email_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_phone\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_phone_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_number\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_number_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_date\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_date_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_choice_options\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_choice_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_choice\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_choice_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkboxes_options\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkboxes_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkboxes\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkboxes_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_file_types\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_file\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_file_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_declaration\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_declaration_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_slot_slots\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_slot_slots_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_slot\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_slot_locales\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_rels\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_long_text\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_long_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_email\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_email_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_phone\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_phone_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_number\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_number_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_date\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_date_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_choice_options\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_choice_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_choice\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_choice_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_checkboxes_options\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_checkboxes_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_checkboxes\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_checkboxes_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_file_types\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_file\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_file_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_declaration\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_declaration_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_slot_slots\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_slot_slots_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_slot\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_blocks_slot_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_rels\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions_rels\`;`)
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
  	\`faculty_id\` integer,
  	\`trust_members_id\` integer,
  	\`disclosures_id\` integer,
  	\`tc_requests_id\` integer,
  	\`contact_messages_id\` integer,
  	\`career_applications_id\` integer,
  	\`admission_registrations_id\` integer,
  	\`transfer_certificates_id\` integer,
  	\`subscriptions_id\` integer,
  	\`push_subscriptions_id\` integer,
  	\`deliveries_id\` integer,
  	\`media_id\` integer,
  	\`private_files_id\` integer,
  	\`schools_id\` integer,
  	\`users_id\` integer,
  	\`audit_log_id\` integer,
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
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculty\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trust_members_id\`) REFERENCES \`trust_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`disclosures_id\`) REFERENCES \`disclosures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tc_requests_id\`) REFERENCES \`tc_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_applications_id\`) REFERENCES \`career_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_registrations_id\`) REFERENCES \`admission_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transfer_certificates_id\`) REFERENCES \`transfer_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`push_subscriptions_id\`) REFERENCES \`push_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`deliveries_id\`) REFERENCES \`deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_files_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schools_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notice_versions_id\`) REFERENCES \`notice_versions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`second_factors_id\`) REFERENCES \`second_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "alerts_id", "news_id", "circulars_id", "events_id", "gallery_id", "toppers_id", "principal_messages_id", "birthdays_id", "highlights_id", "online_registrations_id", "notification_popups_id", "videos_id", "pages_id", "custom_pages_id", "faculty_id", "trust_members_id", "disclosures_id", "tc_requests_id", "contact_messages_id", "career_applications_id", "admission_registrations_id", "transfer_certificates_id", "subscriptions_id", "push_subscriptions_id", "deliveries_id", "media_id", "private_files_id", "schools_id", "users_id", "audit_log_id", "notice_versions_id", "second_factors_id") SELECT "id", "order", "parent_id", "path", "alerts_id", "news_id", "circulars_id", "events_id", "gallery_id", "toppers_id", "principal_messages_id", "birthdays_id", "highlights_id", "online_registrations_id", "notification_popups_id", "videos_id", "pages_id", "custom_pages_id", "faculty_id", "trust_members_id", "disclosures_id", "tc_requests_id", "contact_messages_id", "career_applications_id", "admission_registrations_id", "transfer_certificates_id", "subscriptions_id", "push_subscriptions_id", "deliveries_id", "media_id", "private_files_id", "schools_id", "users_id", "audit_log_id", "notice_versions_id", "second_factors_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculty_id_idx\` ON \`payload_locked_documents_rels\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trust_members_id_idx\` ON \`payload_locked_documents_rels\` (\`trust_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosures_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tc_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`tc_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`career_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_files_id_idx\` ON \`payload_locked_documents_rels\` (\`private_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`schools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_versions_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_versions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_second_factors_id_idx\` ON \`payload_locked_documents_rels\` (\`second_factors_id\`);`)
  await db.run(sql`DROP INDEX \`notice_versions_office_form_idx\`;`)
  await db.run(sql`DROP INDEX \`school_form_officeForm_version_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_form_version_idx\` ON \`notice_versions\` (\`school_id\`,\`form\`,\`version\`);`)
  await db.run(sql`ALTER TABLE \`notice_versions\` DROP COLUMN \`office_form\`;`)
}
