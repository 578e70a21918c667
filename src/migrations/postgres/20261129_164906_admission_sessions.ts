import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { moveAdmissionIntoSessions } from '../admission-sessions-data'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admission_registrations_history_status" AS ENUM('registered', 'interaction-scheduled', 'offered', 'admitted', 'wait-listed', 'declined', 'withdrawn');
  CREATE TYPE "public"."enum_admission_registrations_class" AS ENUM('Pre-primary', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TYPE "public"."enum_admission_sessions_classes_class" AS ENUM('Pre-primary', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TYPE "public"."enum_admission_numbers_class" AS ENUM('Pre-primary', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TABLE "admission_registrations_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_admission_registrations_history_status",
  	"at" timestamp(3) with time zone,
  	"by_id" integer,
  	"quiet" boolean
  );
  
  CREATE TABLE "admission_registrations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"admission_registrations_id" integer
  );
  
  CREATE TABLE "admission_sessions_classes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"class" "enum_admission_sessions_classes_class" NOT NULL,
  	"open" boolean DEFAULT false,
  	"opens_at" timestamp(3) with time zone,
  	"closes_at" timestamp(3) with time zone,
  	"seats" numeric,
  	"min_age" numeric,
  	"max_age" numeric,
  	"age_on" timestamp(3) with time zone
  );
  
  CREATE TABLE "admission_sessions_classes_locales" (
  	"fee_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "admission_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "admission_sessions_locales" (
  	"notice" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "admission_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_id" integer NOT NULL,
  	"class" "enum_admission_numbers_class" NOT NULL,
  	"last" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "admission_registrations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "admission_registrations" ALTER COLUMN "status" SET DEFAULT 'registered'::text;
  ALTER TABLE "admission_registrations" ADD COLUMN "number" varchar;
  ALTER TABLE "admission_registrations" ADD COLUMN "session_id" integer;
  ALTER TABLE "admission_registrations" ADD COLUMN "class" "enum_admission_registrations_class" DEFAULT 'I' NOT NULL;
  ALTER TABLE "admission_registrations" ADD COLUMN "seq" numeric;
  ALTER TABLE "admission_registrations" ADD COLUMN "child_key" varchar;
  ALTER TABLE "admission_registrations" ADD COLUMN "phone_keys" varchar;
  ALTER TABLE "admission_registrations" ADD COLUMN "assignee_id" integer;`)
  // Each school's setting becomes its first session, and its registrations go into it, numbered,
  // while the status is still text (the old values are no step of the pipeline's type).
  await moveAdmissionIntoSessions({
    sql,
    all: async (query) => (await db.execute(query as Parameters<typeof db.execute>[0])).rows,
    run: async (query) => void (await db.execute(query as Parameters<typeof db.execute>[0])),
  })
  await db.execute(sql`
  DROP TYPE "public"."enum_admission_registrations_status";
  CREATE TYPE "public"."enum_admission_registrations_status" AS ENUM('registered', 'interaction-scheduled', 'offered', 'admitted', 'wait-listed', 'declined', 'withdrawn');
  ALTER TABLE "admission_registrations" ALTER COLUMN "status" SET DEFAULT 'registered'::"public"."enum_admission_registrations_status";
  ALTER TABLE "admission_registrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_admission_registrations_status" USING "status"::"public"."enum_admission_registrations_status";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admission_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admission_numbers_id" integer;
  ALTER TABLE "admission_registrations_history" ADD CONSTRAINT "admission_registrations_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admission_registrations_history" ADD CONSTRAINT "admission_registrations_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_registrations_rels" ADD CONSTRAINT "admission_registrations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."admission_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_registrations_rels" ADD CONSTRAINT "admission_registrations_rels_admission_registrations_fk" FOREIGN KEY ("admission_registrations_id") REFERENCES "public"."admission_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_sessions_classes" ADD CONSTRAINT "admission_sessions_classes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_sessions_classes_locales" ADD CONSTRAINT "admission_sessions_classes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions_classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_sessions" ADD CONSTRAINT "admission_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admission_sessions_locales" ADD CONSTRAINT "admission_sessions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_numbers" ADD CONSTRAINT "admission_numbers_session_id_admission_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."admission_sessions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "admission_registrations_history_order_idx" ON "admission_registrations_history" USING btree ("_order");
  CREATE INDEX "admission_registrations_history_parent_id_idx" ON "admission_registrations_history" USING btree ("_parent_id");
  CREATE INDEX "admission_registrations_history_by_idx" ON "admission_registrations_history" USING btree ("by_id");
  CREATE INDEX "admission_registrations_rels_order_idx" ON "admission_registrations_rels" USING btree ("order");
  CREATE INDEX "admission_registrations_rels_parent_idx" ON "admission_registrations_rels" USING btree ("parent_id");
  CREATE INDEX "admission_registrations_rels_path_idx" ON "admission_registrations_rels" USING btree ("path");
  CREATE INDEX "admission_registrations_rels_admission_registrations_id_idx" ON "admission_registrations_rels" USING btree ("admission_registrations_id");
  CREATE INDEX "admission_sessions_classes_order_idx" ON "admission_sessions_classes" USING btree ("_order");
  CREATE INDEX "admission_sessions_classes_parent_id_idx" ON "admission_sessions_classes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "admission_sessions_classes_locales_locale_parent_id_unique" ON "admission_sessions_classes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "admission_sessions_classes_locales_parent_idx" ON "admission_sessions_classes_locales" USING btree ("_parent_id");
  CREATE INDEX "admission_sessions_year_idx" ON "admission_sessions" USING btree ("year");
  CREATE INDEX "admission_sessions_school_idx" ON "admission_sessions" USING btree ("school_id");
  CREATE INDEX "admission_sessions_updated_at_idx" ON "admission_sessions" USING btree ("updated_at");
  CREATE INDEX "admission_sessions_created_at_idx" ON "admission_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "admission_sessions_locales_locale_parent_id_unique" ON "admission_sessions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "admission_sessions_locales_parent_idx" ON "admission_sessions_locales" USING btree ("_parent_id");
  CREATE INDEX "admission_numbers_session_idx" ON "admission_numbers" USING btree ("session_id");
  CREATE INDEX "admission_numbers_updated_at_idx" ON "admission_numbers" USING btree ("updated_at");
  CREATE INDEX "admission_numbers_created_at_idx" ON "admission_numbers" USING btree ("created_at");
  CREATE UNIQUE INDEX "session_class_idx" ON "admission_numbers" USING btree ("session_id","class");
  ALTER TABLE "admission_registrations" ADD CONSTRAINT "admission_registrations_session_id_admission_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."admission_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admission_registrations" ADD CONSTRAINT "admission_registrations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_sessions_fk" FOREIGN KEY ("admission_sessions_id") REFERENCES "public"."admission_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_numbers_fk" FOREIGN KEY ("admission_numbers_id") REFERENCES "public"."admission_numbers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "admission_registrations_number_idx" ON "admission_registrations" USING btree ("number");
  CREATE INDEX "admission_registrations_session_idx" ON "admission_registrations" USING btree ("session_id");
  CREATE INDEX "admission_registrations_child_key_idx" ON "admission_registrations" USING btree ("child_key");
  CREATE INDEX "admission_registrations_assignee_idx" ON "admission_registrations" USING btree ("assignee_id");
  CREATE UNIQUE INDEX "session_class_seq_idx" ON "admission_registrations" USING btree ("session_id","class","seq");
  CREATE INDEX "payload_locked_documents_rels_admission_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_admission_numbers_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_numbers_id");

  ALTER TABLE "admission_registrations" DROP COLUMN "session";
  ALTER TABLE "schools" DROP COLUMN "admission_session";
  ALTER TABLE "schools" DROP COLUMN "admission_open";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admission_registrations_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_registrations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions_classes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_numbers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admission_registrations_history" CASCADE;
  DROP TABLE "admission_registrations_rels" CASCADE;
  DROP TABLE "admission_sessions_classes" CASCADE;
  DROP TABLE "admission_sessions_classes_locales" CASCADE;
  DROP TABLE "admission_sessions" CASCADE;
  DROP TABLE "admission_sessions_locales" CASCADE;
  DROP TABLE "admission_numbers" CASCADE;
  ALTER TABLE "admission_registrations" DROP CONSTRAINT "admission_registrations_session_id_admission_sessions_id_fk";
  
  ALTER TABLE "admission_registrations" DROP CONSTRAINT "admission_registrations_assignee_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admission_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admission_numbers_fk";
  
  ALTER TABLE "admission_registrations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "admission_registrations" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_admission_registrations_status";
  CREATE TYPE "public"."enum_admission_registrations_status" AS ENUM('new', 'in-progress', 'done');
  ALTER TABLE "admission_registrations" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_admission_registrations_status";
  ALTER TABLE "admission_registrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_admission_registrations_status" USING "status"::"public"."enum_admission_registrations_status";
  DROP INDEX "admission_registrations_number_idx";
  DROP INDEX "admission_registrations_session_idx";
  DROP INDEX "admission_registrations_child_key_idx";
  DROP INDEX "admission_registrations_assignee_idx";
  DROP INDEX "session_class_seq_idx";
  DROP INDEX "payload_locked_documents_rels_admission_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_admission_numbers_id_idx";
  ALTER TABLE "admission_registrations" ADD COLUMN "session" varchar;
  ALTER TABLE "schools" ADD COLUMN "admission_session" varchar DEFAULT '2025-2026' NOT NULL;
  ALTER TABLE "schools" ADD COLUMN "admission_open" boolean DEFAULT false;
  ALTER TABLE "admission_registrations" DROP COLUMN "number";
  ALTER TABLE "admission_registrations" DROP COLUMN "session_id";
  ALTER TABLE "admission_registrations" DROP COLUMN "class";
  ALTER TABLE "admission_registrations" DROP COLUMN "seq";
  ALTER TABLE "admission_registrations" DROP COLUMN "child_key";
  ALTER TABLE "admission_registrations" DROP COLUMN "phone_keys";
  ALTER TABLE "admission_registrations" DROP COLUMN "assignee_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admission_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admission_numbers_id";
  DROP TYPE "public"."enum_admission_registrations_history_status";
  DROP TYPE "public"."enum_admission_registrations_class";
  DROP TYPE "public"."enum_admission_sessions_classes_class";
  DROP TYPE "public"."enum_admission_numbers_class";`)
}
