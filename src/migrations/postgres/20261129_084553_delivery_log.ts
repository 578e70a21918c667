import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_deliveries_channel" AS ENUM('mail', 'push');
  CREATE TYPE "public"."enum_deliveries_kind" AS ENUM('instant', 'daily', 'weekly');
  CREATE TYPE "public"."enum_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'announce' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'announce' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMail' BEFORE 'schedulePublish';
  CREATE TABLE "deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"record_key" varchar NOT NULL,
  	"subscription" numeric NOT NULL,
  	"channel" "enum_deliveries_channel" DEFAULT 'mail' NOT NULL,
  	"kind" "enum_deliveries_kind" DEFAULT 'instant' NOT NULL,
  	"status" "enum_deliveries_status" DEFAULT 'queued' NOT NULL,
  	"priority" numeric DEFAULT 1,
  	"due_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"sent_at" timestamp(3) with time zone,
  	"error" varchar,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deliveries_id" integer;
  ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "deliveries_record_key_idx" ON "deliveries" USING btree ("record_key");
  CREATE INDEX "deliveries_status_idx" ON "deliveries" USING btree ("status");
  CREATE INDEX "deliveries_school_idx" ON "deliveries" USING btree ("school_id");
  CREATE INDEX "deliveries_updated_at_idx" ON "deliveries" USING btree ("updated_at");
  CREATE INDEX "deliveries_created_at_idx" ON "deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscription_recordKey_channel_idx" ON "deliveries" USING btree ("subscription","record_key","channel");
  CREATE INDEX "status_priority_dueAt_idx" ON "deliveries" USING btree ("status","priority","due_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deliveries_fk" FOREIGN KEY ("deliveries_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'retention', 'disclosureFiles', 'backup', 'alertEnded', 'videoPictures', 'plannerStatistics', 'searchRebuild', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'retention', 'disclosureFiles', 'backup', 'alertEnded', 'videoPictures', 'plannerStatistics', 'searchRebuild', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deliveries_id";
  DROP TYPE "public"."enum_deliveries_channel";
  DROP TYPE "public"."enum_deliveries_kind";
  DROP TYPE "public"."enum_deliveries_status";`)
}
