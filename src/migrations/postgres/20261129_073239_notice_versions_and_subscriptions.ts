import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { columnsIntoLocales, columnsOutOfLocales, PRIVACY_NOTICE_COLUMNS } from '../text-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscriptions_topics" AS ENUM('alerts', 'circulars', 'events', 'news', 'admissions');
  CREATE TYPE "public"."enum_subscriptions_classes" AS ENUM('Pre-primary', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TYPE "public"."enum_subscriptions_status" AS ENUM('pending', 'confirmed', 'paused');
  CREATE TYPE "public"."enum_subscriptions_frequency" AS ENUM('instant', 'daily', 'weekly');
  CREATE TYPE "public"."enum_subscriptions_language" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_notice_versions_form" AS ENUM('contact', 'career', 'admission', 'tc', 'subscribe');
  CREATE TABLE "subscriptions_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_subscriptions_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "subscriptions_classes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_subscriptions_classes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_subscriptions_status" DEFAULT 'pending' NOT NULL,
  	"frequency" "enum_subscriptions_frequency" DEFAULT 'instant' NOT NULL,
  	"language" "enum_subscriptions_language" DEFAULT 'en',
  	"confirmed_at" timestamp(3) with time zone,
  	"link_sent_at" timestamp(3) with time zone,
  	"failures" numeric DEFAULT 0,
  	"notice_version_id" integer,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notice_versions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"form" "enum_notice_versions_form" NOT NULL,
  	"version" numeric NOT NULL,
  	"retention_months" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notice_versions_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "tc_requests" ADD COLUMN "notice_version_id" integer;
  ALTER TABLE "contact_messages" ADD COLUMN "notice_version_id" integer;
  ALTER TABLE "career_applications" ADD COLUMN "notice_version_id" integer;
  ALTER TABLE "admission_registrations" ADD COLUMN "notice_version_id" integer;
  ALTER TABLE "schools_locales" ADD COLUMN "privacy_notices_contact" varchar;
  ALTER TABLE "schools_locales" ADD COLUMN "privacy_notices_career" varchar;
  ALTER TABLE "schools_locales" ADD COLUMN "privacy_notices_admission" varchar;
  ALTER TABLE "schools_locales" ADD COLUMN "privacy_notices_tc" varchar;
  ALTER TABLE "schools_locales" ADD COLUMN "privacy_notices_subscribe" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notice_versions_id" integer;
  ALTER TABLE "subscriptions_topics" ADD CONSTRAINT "subscriptions_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscriptions_classes" ADD CONSTRAINT "subscriptions_classes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_notice_version_id_notice_versions_id_fk" FOREIGN KEY ("notice_version_id") REFERENCES "public"."notice_versions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notice_versions" ADD CONSTRAINT "notice_versions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notice_versions_locales" ADD CONSTRAINT "notice_versions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."notice_versions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "subscriptions_topics_order_idx" ON "subscriptions_topics" USING btree ("order");
  CREATE INDEX "subscriptions_topics_parent_idx" ON "subscriptions_topics" USING btree ("parent_id");
  CREATE INDEX "subscriptions_classes_order_idx" ON "subscriptions_classes" USING btree ("order");
  CREATE INDEX "subscriptions_classes_parent_idx" ON "subscriptions_classes" USING btree ("parent_id");
  CREATE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree ("email");
  CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");
  CREATE INDEX "subscriptions_notice_version_idx" ON "subscriptions" USING btree ("notice_version_id");
  CREATE INDEX "subscriptions_school_idx" ON "subscriptions" USING btree ("school_id");
  CREATE INDEX "subscriptions_updated_at_idx" ON "subscriptions" USING btree ("updated_at");
  CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "school_email_idx" ON "subscriptions" USING btree ("school_id","email");
  CREATE INDEX "notice_versions_form_idx" ON "notice_versions" USING btree ("form");
  CREATE INDEX "notice_versions_school_idx" ON "notice_versions" USING btree ("school_id");
  CREATE INDEX "notice_versions_updated_at_idx" ON "notice_versions" USING btree ("updated_at");
  CREATE UNIQUE INDEX "school_form_version_idx" ON "notice_versions" USING btree ("school_id","form","version");
  CREATE UNIQUE INDEX "notice_versions_locales_locale_parent_id_unique" ON "notice_versions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "notice_versions_locales_parent_idx" ON "notice_versions_locales" USING btree ("_parent_id");
  ALTER TABLE "tc_requests" ADD CONSTRAINT "tc_requests_notice_version_id_notice_versions_id_fk" FOREIGN KEY ("notice_version_id") REFERENCES "public"."notice_versions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_notice_version_id_notice_versions_id_fk" FOREIGN KEY ("notice_version_id") REFERENCES "public"."notice_versions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_notice_version_id_notice_versions_id_fk" FOREIGN KEY ("notice_version_id") REFERENCES "public"."notice_versions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admission_registrations" ADD CONSTRAINT "admission_registrations_notice_version_id_notice_versions_id_fk" FOREIGN KEY ("notice_version_id") REFERENCES "public"."notice_versions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscriptions_fk" FOREIGN KEY ("subscriptions_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notice_versions_fk" FOREIGN KEY ("notice_versions_id") REFERENCES "public"."notice_versions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tc_requests_notice_version_idx" ON "tc_requests" USING btree ("notice_version_id");
  CREATE INDEX "contact_messages_notice_version_idx" ON "contact_messages" USING btree ("notice_version_id");
  CREATE INDEX "career_applications_notice_version_idx" ON "career_applications" USING btree ("notice_version_id");
  CREATE INDEX "admission_registrations_notice_version_idx" ON "admission_registrations" USING btree ("notice_version_id");
  CREATE INDEX "payload_locked_documents_rels_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_notice_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("notice_versions_id");
`)
  // The schools' own notices become their English text before the old columns go (text-into-locales.ts).
  await db.execute(sql.raw(columnsIntoLocales('schools', PRIVACY_NOTICE_COLUMNS).join('\n')))
  await db.execute(sql`
  ALTER TABLE "schools" DROP COLUMN "privacy_notices_contact";
  ALTER TABLE "schools" DROP COLUMN "privacy_notices_career";
  ALTER TABLE "schools" DROP COLUMN "privacy_notices_admission";
  ALTER TABLE "schools" DROP COLUMN "privacy_notices_tc";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscriptions_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscriptions_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notice_versions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notice_versions_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "subscriptions_topics" CASCADE;
  DROP TABLE "subscriptions_classes" CASCADE;
  DROP TABLE "subscriptions" CASCADE;
  DROP TABLE "notice_versions" CASCADE;
  DROP TABLE "notice_versions_locales" CASCADE;
  ALTER TABLE "tc_requests" DROP CONSTRAINT "tc_requests_notice_version_id_notice_versions_id_fk";
  
  ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_notice_version_id_notice_versions_id_fk";
  
  ALTER TABLE "career_applications" DROP CONSTRAINT "career_applications_notice_version_id_notice_versions_id_fk";
  
  ALTER TABLE "admission_registrations" DROP CONSTRAINT "admission_registrations_notice_version_id_notice_versions_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notice_versions_fk";
  
  DROP INDEX "tc_requests_notice_version_idx";
  DROP INDEX "contact_messages_notice_version_idx";
  DROP INDEX "career_applications_notice_version_idx";
  DROP INDEX "admission_registrations_notice_version_idx";
  DROP INDEX "payload_locked_documents_rels_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_notice_versions_id_idx";
  ALTER TABLE "schools" ADD COLUMN "privacy_notices_contact" varchar;
  ALTER TABLE "schools" ADD COLUMN "privacy_notices_career" varchar;
  ALTER TABLE "schools" ADD COLUMN "privacy_notices_admission" varchar;
  ALTER TABLE "schools" ADD COLUMN "privacy_notices_tc" varchar;
  ALTER TABLE "tc_requests" DROP COLUMN "notice_version_id";
  ALTER TABLE "contact_messages" DROP COLUMN "notice_version_id";
  ALTER TABLE "career_applications" DROP COLUMN "notice_version_id";
  ALTER TABLE "admission_registrations" DROP COLUMN "notice_version_id";
`)
  await db.execute(sql.raw(columnsOutOfLocales('schools', PRIVACY_NOTICE_COLUMNS).join('\n')))
  await db.execute(sql`
  ALTER TABLE "schools_locales" DROP COLUMN "privacy_notices_contact";
  ALTER TABLE "schools_locales" DROP COLUMN "privacy_notices_career";
  ALTER TABLE "schools_locales" DROP COLUMN "privacy_notices_admission";
  ALTER TABLE "schools_locales" DROP COLUMN "privacy_notices_tc";
  ALTER TABLE "schools_locales" DROP COLUMN "privacy_notices_subscribe";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notice_versions_id";
  DROP TYPE "public"."enum_subscriptions_topics";
  DROP TYPE "public"."enum_subscriptions_classes";
  DROP TYPE "public"."enum_subscriptions_status";
  DROP TYPE "public"."enum_subscriptions_frequency";
  DROP TYPE "public"."enum_subscriptions_language";
  DROP TYPE "public"."enum_notice_versions_form";`)
}
