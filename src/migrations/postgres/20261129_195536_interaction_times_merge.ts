import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "admission_sessions_interaction_times" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"places" numeric DEFAULT 10 NOT NULL
  );
  
  CREATE TABLE "admission_sessions_interaction_times_locales" (
  	"where" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "admission_registrations" ADD COLUMN "interaction_time" varchar;
  ALTER TABLE "admission_registrations" ADD COLUMN "interaction_seat" numeric;
  ALTER TABLE "admission_registrations" ADD COLUMN "merged_into_id" integer;
  ALTER TABLE "admission_sessions_interaction_times" ADD CONSTRAINT "admission_sessions_interaction_times_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_sessions_interaction_times_locales" ADD CONSTRAINT "admission_sessions_interaction_times_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions_interaction_times"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "admission_sessions_interaction_times_order_idx" ON "admission_sessions_interaction_times" USING btree ("_order");
  CREATE INDEX "admission_sessions_interaction_times_parent_id_idx" ON "admission_sessions_interaction_times" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "admission_sessions_interaction_times_locales_locale_parent_i" ON "admission_sessions_interaction_times_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "admission_sessions_interaction_times_locales_parent_idx" ON "admission_sessions_interaction_times_locales" USING btree ("_parent_id");
  ALTER TABLE "admission_registrations" ADD CONSTRAINT "admission_registrations_merged_into_id_admission_registrations_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."admission_registrations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "admission_registrations_merged_into_idx" ON "admission_registrations" USING btree ("merged_into_id");
  CREATE UNIQUE INDEX "session_interactionTime_interactionSeat_idx" ON "admission_registrations" USING btree ("session_id","interaction_time","interaction_seat");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admission_sessions_interaction_times" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions_interaction_times_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admission_sessions_interaction_times" CASCADE;
  DROP TABLE "admission_sessions_interaction_times_locales" CASCADE;
  ALTER TABLE "admission_registrations" DROP CONSTRAINT "admission_registrations_merged_into_id_admission_registrations_id_fk";
  
  DROP INDEX "admission_registrations_merged_into_idx";
  DROP INDEX "session_interactionTime_interactionSeat_idx";
  ALTER TABLE "admission_registrations" DROP COLUMN "interaction_time";
  ALTER TABLE "admission_registrations" DROP COLUMN "interaction_seat";
  ALTER TABLE "admission_registrations" DROP COLUMN "merged_into_id";`)
}
