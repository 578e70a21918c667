import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { specMenuStatements } from '../spec-menus'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "schools_menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "schools_menu_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "schools_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar
  );
  
  CREATE TABLE "schools_menu_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "schools_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "schools_footer_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "schools_menu_items" ADD CONSTRAINT "schools_menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schools_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schools_menu_items_locales" ADD CONSTRAINT "schools_menu_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schools_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schools_menu" ADD CONSTRAINT "schools_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schools_menu_locales" ADD CONSTRAINT "schools_menu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schools_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schools_footer_links" ADD CONSTRAINT "schools_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schools_footer_links_locales" ADD CONSTRAINT "schools_footer_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schools_footer_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "schools_menu_items_order_idx" ON "schools_menu_items" USING btree ("_order");
  CREATE INDEX "schools_menu_items_parent_id_idx" ON "schools_menu_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "schools_menu_items_locales_locale_parent_id_unique" ON "schools_menu_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "schools_menu_order_idx" ON "schools_menu" USING btree ("_order");
  CREATE INDEX "schools_menu_parent_id_idx" ON "schools_menu" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "schools_menu_locales_locale_parent_id_unique" ON "schools_menu_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "schools_footer_links_order_idx" ON "schools_footer_links" USING btree ("_order");
  CREATE INDEX "schools_footer_links_parent_id_idx" ON "schools_footer_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "schools_footer_links_locales_locale_parent_id_unique" ON "schools_footer_links_locales" USING btree ("_locale","_parent_id");`)
  // SPEC §2's menus for the schools already there (src/migrations/spec-menus.ts).
  await db.execute(sql.raw(specMenuStatements().join('\n')))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "schools_menu_items" CASCADE;
  DROP TABLE "schools_menu_items_locales" CASCADE;
  DROP TABLE "schools_menu" CASCADE;
  DROP TABLE "schools_menu_locales" CASCADE;
  DROP TABLE "schools_footer_links" CASCADE;
  DROP TABLE "schools_footer_links_locales" CASCADE;`)
}
