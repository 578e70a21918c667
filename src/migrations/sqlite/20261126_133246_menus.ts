import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { specMenuStatements } from '../spec-menus'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`schools_menu_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schools_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`schools_menu_items_order_idx\` ON \`schools_menu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`schools_menu_items_parent_id_idx\` ON \`schools_menu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`schools_menu_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schools_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`schools_menu_items_locales_locale_parent_id_unique\` ON \`schools_menu_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`schools_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`schools_menu_order_idx\` ON \`schools_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`schools_menu_parent_id_idx\` ON \`schools_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`schools_menu_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schools_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`schools_menu_locales_locale_parent_id_unique\` ON \`schools_menu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`schools_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`schools_footer_links_order_idx\` ON \`schools_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`schools_footer_links_parent_id_idx\` ON \`schools_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`schools_footer_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schools_footer_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`schools_footer_links_locales_locale_parent_id_unique\` ON \`schools_footer_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  // SPEC §2's menus for the schools already there (src/migrations/spec-menus.ts).
  for (const statement of specMenuStatements()) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`schools_menu_items\`;`)
  await db.run(sql`DROP TABLE \`schools_menu_items_locales\`;`)
  await db.run(sql`DROP TABLE \`schools_menu\`;`)
  await db.run(sql`DROP TABLE \`schools_menu_locales\`;`)
  await db.run(sql`DROP TABLE \`schools_footer_links\`;`)
  await db.run(sql`DROP TABLE \`schools_footer_links_locales\`;`)
}
