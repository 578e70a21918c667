import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_circulars_classes" AS ENUM('Pre-primary', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TYPE "public"."enum_circulars_category" AS ENUM('Circular', 'Exam', 'Fee', 'Holiday', 'Admission', 'Event', 'Other');
  CREATE TYPE "public"."enum_circulars_review_state" AS ENUM('requested', 'returned', 'published');
  CREATE TYPE "public"."enum_circulars_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum_circulars_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__circulars_v_version_classes" AS ENUM('Pre-primary', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TYPE "public"."enum__circulars_v_version_category" AS ENUM('Circular', 'Exam', 'Fee', 'Holiday', 'Admission', 'Event', 'Other');
  CREATE TYPE "public"."enum__circulars_v_version_review_state" AS ENUM('requested', 'returned', 'published');
  CREATE TYPE "public"."enum__circulars_v_version_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__circulars_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__circulars_v_published_locale" AS ENUM('en', 'ml');
  CREATE TABLE "circulars_classes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_circulars_classes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "circulars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"date" timestamp(3) with time zone,
  	"category" "enum_circulars_category" DEFAULT 'Circular',
  	"review_state" "enum_circulars_review_state",
  	"review_comment" varchar,
  	"review_at" timestamp(3) with time zone,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"malayalam" "enum_circulars_malayalam" DEFAULT 'missing',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_circulars_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "circulars_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "circulars_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_circulars_v_version_classes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__circulars_v_version_classes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_circulars_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_number" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_category" "enum__circulars_v_version_category" DEFAULT 'Circular',
  	"version_review_state" "enum__circulars_v_version_review_state",
  	"version_review_comment" varchar,
  	"version_review_at" timestamp(3) with time zone,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_malayalam" "enum__circulars_v_version_malayalam" DEFAULT 'missing',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__circulars_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__circulars_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_circulars_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_circulars_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "circulars_id" integer;
  ALTER TABLE "circulars_classes" ADD CONSTRAINT "circulars_classes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "circulars" ADD CONSTRAINT "circulars_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "circulars_locales" ADD CONSTRAINT "circulars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "circulars_rels" ADD CONSTRAINT "circulars_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "circulars_rels" ADD CONSTRAINT "circulars_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_circulars_v_version_classes" ADD CONSTRAINT "_circulars_v_version_classes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_circulars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_circulars_v" ADD CONSTRAINT "_circulars_v_parent_id_circulars_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."circulars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_circulars_v" ADD CONSTRAINT "_circulars_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_circulars_v_locales" ADD CONSTRAINT "_circulars_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_circulars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_circulars_v_rels" ADD CONSTRAINT "_circulars_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_circulars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_circulars_v_rels" ADD CONSTRAINT "_circulars_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "circulars_classes_order_idx" ON "circulars_classes" USING btree ("order");
  CREATE INDEX "circulars_classes_parent_idx" ON "circulars_classes" USING btree ("parent_id");
  CREATE INDEX "circulars_date_idx" ON "circulars" USING btree ("date");
  CREATE INDEX "circulars_category_idx" ON "circulars" USING btree ("category");
  CREATE INDEX "circulars_review_review_state_idx" ON "circulars" USING btree ("review_state");
  CREATE INDEX "circulars_school_idx" ON "circulars" USING btree ("school_id");
  CREATE INDEX "circulars_demo_idx" ON "circulars" USING btree ("demo");
  CREATE INDEX "circulars_malayalam_idx" ON "circulars" USING btree ("malayalam");
  CREATE INDEX "circulars_updated_at_idx" ON "circulars" USING btree ("updated_at");
  CREATE INDEX "circulars_created_at_idx" ON "circulars" USING btree ("created_at");
  CREATE INDEX "circulars__status_idx" ON "circulars" USING btree ("_status");
  CREATE UNIQUE INDEX "circulars_locales_locale_parent_id_unique" ON "circulars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "circulars_rels_order_idx" ON "circulars_rels" USING btree ("order");
  CREATE INDEX "circulars_rels_parent_idx" ON "circulars_rels" USING btree ("parent_id");
  CREATE INDEX "circulars_rels_path_idx" ON "circulars_rels" USING btree ("path");
  CREATE INDEX "circulars_rels_media_id_idx" ON "circulars_rels" USING btree ("media_id");
  CREATE INDEX "_circulars_v_version_classes_order_idx" ON "_circulars_v_version_classes" USING btree ("order");
  CREATE INDEX "_circulars_v_version_classes_parent_idx" ON "_circulars_v_version_classes" USING btree ("parent_id");
  CREATE INDEX "_circulars_v_parent_idx" ON "_circulars_v" USING btree ("parent_id");
  CREATE INDEX "_circulars_v_version_version_date_idx" ON "_circulars_v" USING btree ("version_date");
  CREATE INDEX "_circulars_v_version_version_category_idx" ON "_circulars_v" USING btree ("version_category");
  CREATE INDEX "_circulars_v_version_review_version_review_state_idx" ON "_circulars_v" USING btree ("version_review_state");
  CREATE INDEX "_circulars_v_version_version_school_idx" ON "_circulars_v" USING btree ("version_school_id");
  CREATE INDEX "_circulars_v_version_version_demo_idx" ON "_circulars_v" USING btree ("version_demo");
  CREATE INDEX "_circulars_v_version_version_malayalam_idx" ON "_circulars_v" USING btree ("version_malayalam");
  CREATE INDEX "_circulars_v_version_version_updated_at_idx" ON "_circulars_v" USING btree ("version_updated_at");
  CREATE INDEX "_circulars_v_version_version_created_at_idx" ON "_circulars_v" USING btree ("version_created_at");
  CREATE INDEX "_circulars_v_version_version__status_idx" ON "_circulars_v" USING btree ("version__status");
  CREATE INDEX "_circulars_v_created_at_idx" ON "_circulars_v" USING btree ("created_at");
  CREATE INDEX "_circulars_v_updated_at_idx" ON "_circulars_v" USING btree ("updated_at");
  CREATE INDEX "_circulars_v_snapshot_idx" ON "_circulars_v" USING btree ("snapshot");
  CREATE INDEX "_circulars_v_published_locale_idx" ON "_circulars_v" USING btree ("published_locale");
  CREATE INDEX "_circulars_v_latest_idx" ON "_circulars_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_circulars_v_locales_locale_parent_id_unique" ON "_circulars_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_circulars_v_rels_order_idx" ON "_circulars_v_rels" USING btree ("order");
  CREATE INDEX "_circulars_v_rels_parent_idx" ON "_circulars_v_rels" USING btree ("parent_id");
  CREATE INDEX "_circulars_v_rels_path_idx" ON "_circulars_v_rels" USING btree ("path");
  CREATE INDEX "_circulars_v_rels_media_id_idx" ON "_circulars_v_rels" USING btree ("media_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_circulars_fk" FOREIGN KEY ("circulars_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_circulars_id_idx" ON "payload_locked_documents_rels" USING btree ("circulars_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "circulars_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "circulars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "circulars_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "circulars_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_circulars_v_version_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_circulars_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_circulars_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_circulars_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "circulars_classes" CASCADE;
  DROP TABLE "circulars" CASCADE;
  DROP TABLE "circulars_locales" CASCADE;
  DROP TABLE "circulars_rels" CASCADE;
  DROP TABLE "_circulars_v_version_classes" CASCADE;
  DROP TABLE "_circulars_v" CASCADE;
  DROP TABLE "_circulars_v_locales" CASCADE;
  DROP TABLE "_circulars_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_circulars_fk";
  
  DROP INDEX "payload_locked_documents_rels_circulars_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "circulars_id";
  DROP TYPE "public"."enum_circulars_classes";
  DROP TYPE "public"."enum_circulars_category";
  DROP TYPE "public"."enum_circulars_review_state";
  DROP TYPE "public"."enum_circulars_malayalam";
  DROP TYPE "public"."enum_circulars_status";
  DROP TYPE "public"."enum__circulars_v_version_classes";
  DROP TYPE "public"."enum__circulars_v_version_category";
  DROP TYPE "public"."enum__circulars_v_version_review_state";
  DROP TYPE "public"."enum__circulars_v_version_malayalam";
  DROP TYPE "public"."enum__circulars_v_version_status";
  DROP TYPE "public"."enum__circulars_v_published_locale";`)
}
