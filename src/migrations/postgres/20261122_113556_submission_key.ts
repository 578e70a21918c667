import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tc_requests" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "admission_registrations" ADD COLUMN "submission_key" varchar;
  CREATE UNIQUE INDEX "tc_requests_submission_key_idx" ON "tc_requests" USING btree ("submission_key");
  CREATE UNIQUE INDEX "contact_messages_submission_key_idx" ON "contact_messages" USING btree ("submission_key");
  CREATE UNIQUE INDEX "career_applications_submission_key_idx" ON "career_applications" USING btree ("submission_key");
  CREATE UNIQUE INDEX "admission_registrations_submission_key_idx" ON "admission_registrations" USING btree ("submission_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "tc_requests_submission_key_idx";
  DROP INDEX "contact_messages_submission_key_idx";
  DROP INDEX "career_applications_submission_key_idx";
  DROP INDEX "admission_registrations_submission_key_idx";
  ALTER TABLE "tc_requests" DROP COLUMN "submission_key";
  ALTER TABLE "contact_messages" DROP COLUMN "submission_key";
  ALTER TABLE "career_applications" DROP COLUMN "submission_key";
  ALTER TABLE "admission_registrations" DROP COLUMN "submission_key";`)
}
