import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_language" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_career_applications_language" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_admission_registrations_language" AS ENUM('en', 'ml');
  ALTER TABLE "contact_messages" ADD COLUMN "language" "enum_contact_messages_language" DEFAULT 'en';
  ALTER TABLE "career_applications" ADD COLUMN "language" "enum_career_applications_language" DEFAULT 'en';
  ALTER TABLE "admission_registrations" ADD COLUMN "language" "enum_admission_registrations_language" DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" DROP COLUMN "language";
  ALTER TABLE "career_applications" DROP COLUMN "language";
  ALTER TABLE "admission_registrations" DROP COLUMN "language";
  DROP TYPE "public"."enum_contact_messages_language";
  DROP TYPE "public"."enum_career_applications_language";
  DROP TYPE "public"."enum_admission_registrations_language";`)
}
