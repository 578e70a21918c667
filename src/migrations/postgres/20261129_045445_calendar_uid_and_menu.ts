import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { menuItemAfterStatements } from '../menu-item'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "import_uid" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_import_uid" varchar;
  CREATE INDEX "events_import_uid_idx" ON "events" USING btree ("import_uid");
  CREATE INDEX "_events_v_version_version_import_uid_idx" ON "_events_v" USING btree ("version_import_uid");`)
  // The School Calendar page in the menus of the schools already there, after Academics (src/migrations/menu-item.ts).
  await db.execute(sql.raw(menuItemAfterStatements('Academics', 'Calendar').join('\n')))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "events_import_uid_idx";
  DROP INDEX "_events_v_version_version_import_uid_idx";
  ALTER TABLE "events" DROP COLUMN "import_uid";
  ALTER TABLE "_events_v" DROP COLUMN "version_import_uid";`)
}
