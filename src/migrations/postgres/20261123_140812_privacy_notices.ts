import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "schools" ADD COLUMN "privacy_notices_contact" varchar;
  ALTER TABLE "schools" ADD COLUMN "privacy_notices_career" varchar;
  ALTER TABLE "schools" ADD COLUMN "privacy_notices_admission" varchar;
  ALTER TABLE "schools" ADD COLUMN "privacy_notices_tc" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "schools" DROP COLUMN "privacy_notices_contact";
  ALTER TABLE "schools" DROP COLUMN "privacy_notices_career";
  ALTER TABLE "schools" DROP COLUMN "privacy_notices_admission";
  ALTER TABLE "schools" DROP COLUMN "privacy_notices_tc";`)
}
