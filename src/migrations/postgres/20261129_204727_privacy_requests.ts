import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('access', 'correction', 'erasure', 'nomination', 'grievance');
  CREATE TYPE "public"."enum_privacy_requests_about" AS ENUM('self', 'child');
  CREATE TYPE "public"."enum_privacy_requests_language" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('received', 'identity-checked', 'answered', 'refused');
  CREATE TYPE "public"."enum_privacy_requests_identity_method" AS ENUM('email-code', 'in-person', 'phone-call');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'privacy-request-code';
  ALTER TYPE "public"."enum_notice_versions_form" ADD VALUE 'privacyRequest' BEFORE 'office-form';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'privacy-reminders' BEFORE 'disclosureFiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'privacy-reminders' BEFORE 'disclosureFiles';
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"kind" "enum_privacy_requests_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"about" "enum_privacy_requests_about" NOT NULL,
  	"child_name" varchar,
  	"details" varchar NOT NULL,
  	"declaration" boolean DEFAULT false NOT NULL,
  	"language" "enum_privacy_requests_language" DEFAULT 'en',
  	"status" "enum_privacy_requests_status" DEFAULT 'received' NOT NULL,
  	"notes" varchar,
  	"due_at" timestamp(3) with time zone,
  	"identity_method" "enum_privacy_requests_identity_method",
  	"identity_at" timestamp(3) with time zone,
  	"identity_note" varchar,
  	"code_hash" varchar,
  	"code_sent_at" timestamp(3) with time zone,
  	"code_tries" numeric,
  	"answer" varchar,
  	"refusal_reason" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"answer_mailed_at" timestamp(3) with time zone,
  	"reminded_day" numeric,
  	"submission_key" varchar,
  	"notice_version_id" integer,
  	"school_id" integer,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "schools_locales" ADD COLUMN "privacy_notices_privacy_request" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_notice_version_id_notice_versions_id_fk" FOREIGN KEY ("notice_version_id") REFERENCES "public"."notice_versions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "privacy_requests_number_idx" ON "privacy_requests" USING btree ("number");
  CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status");
  CREATE INDEX "privacy_requests_due_at_idx" ON "privacy_requests" USING btree ("due_at");
  CREATE UNIQUE INDEX "privacy_requests_submission_key_idx" ON "privacy_requests" USING btree ("submission_key");
  CREATE INDEX "privacy_requests_notice_version_idx" ON "privacy_requests" USING btree ("notice_version_id");
  CREATE INDEX "privacy_requests_school_idx" ON "privacy_requests" USING btree ("school_id");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('reveal-aadhaar', 'export-person', 'erase-person', 'retention', 'disclosure-files', 'second-factor-reset', 'second-factor-setting');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "notice_versions" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_notice_versions_form";
  CREATE TYPE "public"."enum_notice_versions_form" AS ENUM('contact', 'career', 'admission', 'tc', 'subscribe', 'office-form');
  ALTER TABLE "notice_versions" ALTER COLUMN "form" SET DATA TYPE "public"."enum_notice_versions_form" USING "form"::"public"."enum_notice_versions_form";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'retention', 'disclosureFiles', 'backup', 'alertEnded', 'videoPictures', 'plannerStatistics', 'searchRebuild', 'announce', 'sendMail', 'admissionMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'retention', 'disclosureFiles', 'backup', 'alertEnded', 'videoPictures', 'plannerStatistics', 'searchRebuild', 'announce', 'sendMail', 'admissionMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_privacy_requests_id_idx";
  ALTER TABLE "schools_locales" DROP COLUMN "privacy_notices_privacy_request";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  DROP TYPE "public"."enum_privacy_requests_kind";
  DROP TYPE "public"."enum_privacy_requests_about";
  DROP TYPE "public"."enum_privacy_requests_language";
  DROP TYPE "public"."enum_privacy_requests_status";
  DROP TYPE "public"."enum_privacy_requests_identity_method";`)
}
