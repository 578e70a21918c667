import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'admissionMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'admissionMail' BEFORE 'schedulePublish';
  ALTER TABLE "admission_registrations_history" ADD COLUMN "mailed_at" timestamp(3) with time zone;
  ALTER TABLE "admission_registrations" ADD COLUMN "interaction_at" timestamp(3) with time zone;
  ALTER TABLE "admission_registrations" ADD COLUMN "interaction_place" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_registered_subject" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_registered_body" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_interaction_scheduled_subject" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_interaction_scheduled_body" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_offered_subject" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_offered_body" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_admitted_subject" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_admitted_body" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_wait_listed_subject" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_wait_listed_body" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_declined_subject" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_declined_body" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_withdrawn_subject" varchar;
  ALTER TABLE "admission_sessions_locales" ADD COLUMN "mails_withdrawn_body" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "concurrency_key" varchar;
  CREATE INDEX "payload_jobs_concurrency_key_idx" ON "payload_jobs" USING btree ("concurrency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'retention', 'disclosureFiles', 'backup', 'alertEnded', 'videoPictures', 'plannerStatistics', 'searchRebuild', 'announce', 'sendMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'retention', 'disclosureFiles', 'backup', 'alertEnded', 'videoPictures', 'plannerStatistics', 'searchRebuild', 'announce', 'sendMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_jobs_concurrency_key_idx";
  ALTER TABLE "admission_registrations_history" DROP COLUMN "mailed_at";
  ALTER TABLE "admission_registrations" DROP COLUMN "interaction_at";
  ALTER TABLE "admission_registrations" DROP COLUMN "interaction_place";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_registered_subject";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_registered_body";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_interaction_scheduled_subject";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_interaction_scheduled_body";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_offered_subject";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_offered_body";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_admitted_subject";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_admitted_body";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_wait_listed_subject";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_wait_listed_body";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_declined_subject";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_declined_body";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_withdrawn_subject";
  ALTER TABLE "admission_sessions_locales" DROP COLUMN "mails_withdrawn_body";
  ALTER TABLE "payload_jobs" DROP COLUMN "concurrency_key";`)
}
