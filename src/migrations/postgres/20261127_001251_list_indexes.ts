import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "alerts_school_list_created_at_idx" ON "alerts" USING btree ("school_id","_status","created_at");
  CREATE INDEX "news_school_list_from_date_idx" ON "news" USING btree ("school_id","_status","from_date");
  CREATE INDEX "circulars_school_list_date_idx" ON "circulars" USING btree ("school_id","_status","date");
  CREATE INDEX "events_school_list_date_idx" ON "events" USING btree ("school_id","_status","date");
  CREATE INDEX "gallery_school_list_date_idx" ON "gallery" USING btree ("school_id","_status","date");
  CREATE INDEX "toppers_school_list_division_idx" ON "toppers" USING btree ("school_id","_status","division");
  CREATE INDEX "principal_messages_school_list_created_at_idx" ON "principal_messages" USING btree ("school_id","_status","created_at");
  CREATE INDEX "birthdays_school_list_created_at_idx" ON "birthdays" USING btree ("school_id","_status","created_at");
  CREATE INDEX "highlights_school_list_created_at_idx" ON "highlights" USING btree ("school_id","_status","created_at");
  CREATE INDEX "online_registrations_school_list_created_at_idx" ON "online_registrations" USING btree ("school_id","_status","created_at");
  CREATE INDEX "notification_popups_school_list_created_at_idx" ON "notification_popups" USING btree ("school_id","_status","created_at");
  CREATE INDEX "videos_school_list_date_idx" ON "videos" USING btree ("school_id","_status","date");
  CREATE INDEX "custom_pages_school_list_slug_idx" ON "custom_pages" USING btree ("school_id","_status","slug");
  CREATE INDEX "tc_requests_school_created_at_idx" ON "tc_requests" USING btree ("school_id","created_at");
  CREATE INDEX "contact_messages_school_created_at_idx" ON "contact_messages" USING btree ("school_id","created_at");
  CREATE INDEX "career_applications_school_created_at_idx" ON "career_applications" USING btree ("school_id","created_at");
  CREATE INDEX "admission_registrations_school_created_at_idx" ON "admission_registrations" USING btree ("school_id","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "alerts_school_list_created_at_idx";
  DROP INDEX "news_school_list_from_date_idx";
  DROP INDEX "circulars_school_list_date_idx";
  DROP INDEX "events_school_list_date_idx";
  DROP INDEX "gallery_school_list_date_idx";
  DROP INDEX "toppers_school_list_division_idx";
  DROP INDEX "principal_messages_school_list_created_at_idx";
  DROP INDEX "birthdays_school_list_created_at_idx";
  DROP INDEX "highlights_school_list_created_at_idx";
  DROP INDEX "online_registrations_school_list_created_at_idx";
  DROP INDEX "notification_popups_school_list_created_at_idx";
  DROP INDEX "videos_school_list_date_idx";
  DROP INDEX "custom_pages_school_list_slug_idx";
  DROP INDEX "tc_requests_school_created_at_idx";
  DROP INDEX "contact_messages_school_created_at_idx";
  DROP INDEX "career_applications_school_created_at_idx";
  DROP INDEX "admission_registrations_school_created_at_idx";`)
}
