import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site's search index (issue 32, lib/search/postgres-store.ts): one row per record and
 * language, its words in a generated tsvector (title weighted A, text D) under a GIN index.
 * Written by hand: Payload's schema knows no generated tsvector columns. The rows are filled by
 * the server's preparation (lib/search/sync.ts, ensureSearchIndex).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer NOT NULL,
  	"lang" varchar NOT NULL,
  	"collection" varchar NOT NULL,
  	"doc_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"date" timestamp(3) with time zone,
  	"in_english" boolean DEFAULT false NOT NULL,
  	"title" text NOT NULL,
  	"body" text NOT NULL,
  	"words" tsvector GENERATED ALWAYS AS (
  	  setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "body"), 'D')
  	) STORED
  );

  ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_entries_words_idx" ON "search_entries" USING gin ("words");
  CREATE INDEX "search_entries_school_idx" ON "search_entries" USING btree ("school_id","lang");
  CREATE INDEX "search_entries_doc_idx" ON "search_entries" USING btree ("collection","doc_id");
  CREATE TABLE "search_state" ("key" varchar PRIMARY KEY NOT NULL, "value" varchar NOT NULL);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_state";
  DROP TABLE "search_entries" CASCADE;`)
}
