import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tc_requests" ADD COLUMN "notes" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "notes" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "notes" varchar;
  ALTER TABLE "admission_registrations" ADD COLUMN "notes" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tc_requests" DROP COLUMN "notes";
  ALTER TABLE "contact_messages" DROP COLUMN "notes";
  ALTER TABLE "career_applications" DROP COLUMN "notes";
  ALTER TABLE "admission_registrations" DROP COLUMN "notes";`)
}
