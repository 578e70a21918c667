import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_text_order_idx\` ON \`custom_pages_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_text_parent_id_idx\` ON \`custom_pages_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_text_path_idx\` ON \`custom_pages_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`custom_pages_blocks_text_locales_locale_parent_id_unique\` ON \`custom_pages_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_image_order_idx\` ON \`custom_pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_image_parent_id_idx\` ON \`custom_pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_image_path_idx\` ON \`custom_pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_image_image_idx\` ON \`custom_pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`custom_pages_blocks_image_locales_locale_parent_id_unique\` ON \`custom_pages_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_gallery_order_idx\` ON \`custom_pages_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_gallery_parent_id_idx\` ON \`custom_pages_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_gallery_path_idx\` ON \`custom_pages_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_documents_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_documents_files_order_idx\` ON \`custom_pages_blocks_documents_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_documents_files_parent_id_idx\` ON \`custom_pages_blocks_documents_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_documents_files_file_idx\` ON \`custom_pages_blocks_documents_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_documents_files_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_documents_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`custom_pages_blocks_documents_files_locales_locale_parent_id\` ON \`custom_pages_blocks_documents_files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_documents_order_idx\` ON \`custom_pages_blocks_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_documents_parent_id_idx\` ON \`custom_pages_blocks_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_documents_path_idx\` ON \`custom_pages_blocks_documents\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_table_columns_order_idx\` ON \`custom_pages_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_table_columns_parent_id_idx\` ON \`custom_pages_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_table_columns_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_table_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`custom_pages_blocks_table_columns_locales_locale_parent_id_u\` ON \`custom_pages_blocks_table_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_table_rows_cells_order_idx\` ON \`custom_pages_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_table_rows_cells_parent_id_idx\` ON \`custom_pages_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_table_rows_cells_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_table_rows_cells\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`custom_pages_blocks_table_rows_cells_locales_locale_parent_i\` ON \`custom_pages_blocks_table_rows_cells_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_table_rows_order_idx\` ON \`custom_pages_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_table_rows_parent_id_idx\` ON \`custom_pages_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_table_order_idx\` ON \`custom_pages_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_table_parent_id_idx\` ON \`custom_pages_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_table_path_idx\` ON \`custom_pages_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_table_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`custom_pages_blocks_table_locales_locale_parent_id_unique\` ON \`custom_pages_blocks_table_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`thumbnail_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_video_order_idx\` ON \`custom_pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_video_parent_id_idx\` ON \`custom_pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_video_path_idx\` ON \`custom_pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_video_thumbnail_idx\` ON \`custom_pages_blocks_video\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_video_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`custom_pages_blocks_video_locales_locale_parent_id_unique\` ON \`custom_pages_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_button_order_idx\` ON \`custom_pages_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_button_parent_id_idx\` ON \`custom_pages_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_button_path_idx\` ON \`custom_pages_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_button_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`custom_pages_blocks_button_locales_locale_parent_id_unique\` ON \`custom_pages_blocks_button_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_faq_items_order_idx\` ON \`custom_pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_faq_items_parent_id_idx\` ON \`custom_pages_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`custom_pages_blocks_faq_items_locales_locale_parent_id_uniqu\` ON \`custom_pages_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_faq_order_idx\` ON \`custom_pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_faq_parent_id_idx\` ON \`custom_pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_blocks_faq_path_idx\` ON \`custom_pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`section\` text,
  	\`review_state\` text,
  	\`review_comment\` text,
  	\`review_at\` text,
  	\`school_id\` integer,
  	\`malayalam\` text DEFAULT 'missing',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_slug_idx\` ON \`custom_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_review_review_state_idx\` ON \`custom_pages\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_school_idx\` ON \`custom_pages\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_malayalam_idx\` ON \`custom_pages\` (\`malayalam\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_updated_at_idx\` ON \`custom_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_created_at_idx\` ON \`custom_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages__status_idx\` ON \`custom_pages\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`school_slug_idx\` ON \`custom_pages\` (\`school_id\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`custom_pages_locales_locale_parent_id_unique\` ON \`custom_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`custom_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`custom_pages_rels_order_idx\` ON \`custom_pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_rels_parent_idx\` ON \`custom_pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_rels_path_idx\` ON \`custom_pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`custom_pages_rels_media_id_idx\` ON \`custom_pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_text_order_idx\` ON \`_custom_pages_v_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_text_parent_id_idx\` ON \`_custom_pages_v_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_text_path_idx\` ON \`_custom_pages_v_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_custom_pages_v_blocks_text_locales_locale_parent_id_unique\` ON \`_custom_pages_v_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_image_order_idx\` ON \`_custom_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_image_parent_id_idx\` ON \`_custom_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_image_path_idx\` ON \`_custom_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_image_image_idx\` ON \`_custom_pages_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_custom_pages_v_blocks_image_locales_locale_parent_id_unique\` ON \`_custom_pages_v_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_gallery_order_idx\` ON \`_custom_pages_v_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_gallery_parent_id_idx\` ON \`_custom_pages_v_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_gallery_path_idx\` ON \`_custom_pages_v_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_documents_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_documents_files_order_idx\` ON \`_custom_pages_v_blocks_documents_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_documents_files_parent_id_idx\` ON \`_custom_pages_v_blocks_documents_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_documents_files_file_idx\` ON \`_custom_pages_v_blocks_documents_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_documents_files_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_documents_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_custom_pages_v_blocks_documents_files_locales_locale_parent\` ON \`_custom_pages_v_blocks_documents_files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_documents_order_idx\` ON \`_custom_pages_v_blocks_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_documents_parent_id_idx\` ON \`_custom_pages_v_blocks_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_documents_path_idx\` ON \`_custom_pages_v_blocks_documents\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_table_columns_order_idx\` ON \`_custom_pages_v_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_table_columns_parent_id_idx\` ON \`_custom_pages_v_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_table_columns_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_table_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_custom_pages_v_blocks_table_columns_locales_locale_parent_i\` ON \`_custom_pages_v_blocks_table_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_table_rows_cells_order_idx\` ON \`_custom_pages_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_table_rows_cells_parent_id_idx\` ON \`_custom_pages_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_table_rows_cells_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_table_rows_cells\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_custom_pages_v_blocks_table_rows_cells_locales_locale_paren\` ON \`_custom_pages_v_blocks_table_rows_cells_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_table_rows_order_idx\` ON \`_custom_pages_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_table_rows_parent_id_idx\` ON \`_custom_pages_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_table_order_idx\` ON \`_custom_pages_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_table_parent_id_idx\` ON \`_custom_pages_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_table_path_idx\` ON \`_custom_pages_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_table_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_custom_pages_v_blocks_table_locales_locale_parent_id_unique\` ON \`_custom_pages_v_blocks_table_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`thumbnail_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_video_order_idx\` ON \`_custom_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_video_parent_id_idx\` ON \`_custom_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_video_path_idx\` ON \`_custom_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_video_thumbnail_idx\` ON \`_custom_pages_v_blocks_video\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_video_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_custom_pages_v_blocks_video_locales_locale_parent_id_unique\` ON \`_custom_pages_v_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_button_order_idx\` ON \`_custom_pages_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_button_parent_id_idx\` ON \`_custom_pages_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_button_path_idx\` ON \`_custom_pages_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_button_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_custom_pages_v_blocks_button_locales_locale_parent_id_uniqu\` ON \`_custom_pages_v_blocks_button_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_faq_items_order_idx\` ON \`_custom_pages_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_faq_items_parent_id_idx\` ON \`_custom_pages_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_custom_pages_v_blocks_faq_items_locales_locale_parent_id_un\` ON \`_custom_pages_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_faq_order_idx\` ON \`_custom_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_faq_parent_id_idx\` ON \`_custom_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_blocks_faq_path_idx\` ON \`_custom_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_section\` text,
  	\`version_review_state\` text,
  	\`version_review_comment\` text,
  	\`version_review_at\` text,
  	\`version_school_id\` integer,
  	\`version_malayalam\` text DEFAULT 'missing',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`custom_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_parent_idx\` ON \`_custom_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_version_version_slug_idx\` ON \`_custom_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_version_review_version_review_state_idx\` ON \`_custom_pages_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_version_version_school_idx\` ON \`_custom_pages_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_version_version_malayalam_idx\` ON \`_custom_pages_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_version_version_updated_at_idx\` ON \`_custom_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_version_version_created_at_idx\` ON \`_custom_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_version_version__status_idx\` ON \`_custom_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_created_at_idx\` ON \`_custom_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_updated_at_idx\` ON \`_custom_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_snapshot_idx\` ON \`_custom_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_published_locale_idx\` ON \`_custom_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_latest_idx\` ON \`_custom_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_school_version_slug_idx\` ON \`_custom_pages_v\` (\`version_school_id\`,\`version_slug\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_custom_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_custom_pages_v_locales_locale_parent_id_unique\` ON \`_custom_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_custom_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_custom_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_rels_order_idx\` ON \`_custom_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_rels_parent_idx\` ON \`_custom_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_rels_path_idx\` ON \`_custom_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_custom_pages_v_rels_media_id_idx\` ON \`_custom_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`thumbnail_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`videos_thumbnail_idx\` ON \`videos\` (\`thumbnail_id\`);`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_thumbnail_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_thumbnail_idx\` ON \`_videos_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`custom_pages_id\` integer REFERENCES custom_pages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_custom_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`custom_pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`custom_pages_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_documents_files\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_documents_files_locales\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_documents\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_table_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_table_rows_cells_locales\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_table_locales\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_button_locales\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`custom_pages\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`custom_pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_documents_files\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_documents_files_locales\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_documents\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_table_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_table_rows_cells_locales\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_table_locales\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_button_locales\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_custom_pages_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`video_url\` text,
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
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "date", "video_url", "review_state", "review_comment", "review_at", "school_id", "demo", "malayalam", "updated_at", "created_at", "_status") SELECT "id", "date", "video_url", "review_state", "review_comment", "review_at", "school_id", "demo", "malayalam", "updated_at", "created_at", "_status" FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`videos_date_idx\` ON \`videos\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`videos_review_review_state_idx\` ON \`videos\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`videos_school_idx\` ON \`videos\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_demo_idx\` ON \`videos\` (\`demo\`);`)
  await db.run(sql`CREATE INDEX \`videos_malayalam_idx\` ON \`videos\` (\`malayalam\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text,
  	\`version_video_url\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__videos_v\`("id", "parent_id", "version_date", "version_video_url", "version_review_state", "version_review_comment", "version_review_at", "version_school_id", "version_demo", "version_malayalam", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_date", "version_video_url", "version_review_state", "version_review_comment", "version_review_at", "version_school_id", "version_demo", "version_malayalam", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_videos_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__videos_v\` RENAME TO \`_videos_v\`;`)
  await db.run(sql`CREATE INDEX \`_videos_v_parent_idx\` ON \`_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_date_idx\` ON \`_videos_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_review_version_review_state_idx\` ON \`_videos_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_school_idx\` ON \`_videos_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_demo_idx\` ON \`_videos_v\` (\`version_demo\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_malayalam_idx\` ON \`_videos_v\` (\`version_malayalam\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_updated_at_idx\` ON \`_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_created_at_idx\` ON \`_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version__status_idx\` ON \`_videos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_created_at_idx\` ON \`_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_updated_at_idx\` ON \`_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_snapshot_idx\` ON \`_videos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_published_locale_idx\` ON \`_videos_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_latest_idx\` ON \`_videos_v\` (\`latest\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "alerts_id", "news_id", "circulars_id", "events_id", "gallery_id", "toppers_id", "principal_messages_id", "birthdays_id", "highlights_id", "online_registrations_id", "notification_popups_id", "videos_id", "pages_id", "faculty_id", "trust_members_id", "disclosures_id", "tc_requests_id", "contact_messages_id", "career_applications_id", "admission_registrations_id", "transfer_certificates_id", "media_id", "private_files_id", "schools_id", "users_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "alerts_id", "news_id", "circulars_id", "events_id", "gallery_id", "toppers_id", "principal_messages_id", "birthdays_id", "highlights_id", "online_registrations_id", "notification_popups_id", "videos_id", "pages_id", "faculty_id", "trust_members_id", "disclosures_id", "tc_requests_id", "contact_messages_id", "career_applications_id", "admission_registrations_id", "transfer_certificates_id", "media_id", "private_files_id", "schools_id", "users_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
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
