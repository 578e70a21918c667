import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" ADD COLUMN "holiday" boolean;
  ALTER TABLE "alerts" ADD COLUMN "holiday_from" timestamp(3) with time zone;
  ALTER TABLE "alerts" ADD COLUMN "holiday_entry" numeric;
  ALTER TABLE "_alerts_v" ADD COLUMN "version_holiday" boolean;
  ALTER TABLE "_alerts_v" ADD COLUMN "version_holiday_from" timestamp(3) with time zone;
  ALTER TABLE "_alerts_v" ADD COLUMN "version_holiday_entry" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" DROP COLUMN "holiday";
  ALTER TABLE "alerts" DROP COLUMN "holiday_from";
  ALTER TABLE "alerts" DROP COLUMN "holiday_entry";
  ALTER TABLE "_alerts_v" DROP COLUMN "version_holiday";
  ALTER TABLE "_alerts_v" DROP COLUMN "version_holiday_from";
  ALTER TABLE "_alerts_v" DROP COLUMN "version_holiday_entry";`)
}
