import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "disclosures_saras_links" ADD COLUMN "valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosures_documents" ADD COLUMN "valid_until" timestamp(3) with time zone;
  ALTER TABLE "disclosures_academics" ADD COLUMN "valid_until" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "disclosures_saras_links" DROP COLUMN "valid_until";
  ALTER TABLE "disclosures_documents" DROP COLUMN "valid_until";
  ALTER TABLE "disclosures_academics" DROP COLUMN "valid_until";`)
}
