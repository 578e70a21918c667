import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "schools" ADD COLUMN "grievance_officer_name" varchar;
  ALTER TABLE "schools" ADD COLUMN "grievance_officer_email" varchar;
  ALTER TABLE "schools" ADD COLUMN "grievance_officer_phone" varchar;
  ALTER TABLE "schools" ADD COLUMN "grievance_officer_answer_days" numeric DEFAULT 30;
  ALTER TABLE "schools_locales" ADD COLUMN "grievance_officer_designation" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "schools" DROP COLUMN "grievance_officer_name";
  ALTER TABLE "schools" DROP COLUMN "grievance_officer_email";
  ALTER TABLE "schools" DROP COLUMN "grievance_officer_phone";
  ALTER TABLE "schools" DROP COLUMN "grievance_officer_answer_days";
  ALTER TABLE "schools_locales" DROP COLUMN "grievance_officer_designation";`)
}
