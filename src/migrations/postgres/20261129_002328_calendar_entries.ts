import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_classes" AS ENUM('Pre-primary', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TYPE "public"."enum_events_category" AS ENUM('holiday', 'exam', 'ptm', 'celebration', 'sports', 'admissions', 'other');
  CREATE TYPE "public"."enum__events_v_version_classes" AS ENUM('Pre-primary', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TYPE "public"."enum__events_v_version_category" AS ENUM('holiday', 'exam', 'ptm', 'celebration', 'sports', 'admissions', 'other');
  CREATE TABLE "events_classes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_classes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone
  );
  
  CREATE TABLE "_events_v_version_classes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_classes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v_version_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  ALTER TABLE "events" ADD COLUMN "end_date" timestamp(3) with time zone;
  ALTER TABLE "events" ADD COLUMN "category" "enum_events_category" DEFAULT 'other';
  ALTER TABLE "events" ADD COLUMN "recurrence" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_end_date" timestamp(3) with time zone;
  ALTER TABLE "_events_v" ADD COLUMN "version_category" "enum__events_v_version_category" DEFAULT 'other';
  ALTER TABLE "_events_v" ADD COLUMN "version_recurrence" varchar;
  ALTER TABLE "events_classes" ADD CONSTRAINT "events_classes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_exceptions" ADD CONSTRAINT "events_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_classes" ADD CONSTRAINT "_events_v_version_classes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_exceptions" ADD CONSTRAINT "_events_v_version_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_classes_order_idx" ON "events_classes" USING btree ("order");
  CREATE INDEX "events_classes_parent_idx" ON "events_classes" USING btree ("parent_id");
  CREATE INDEX "events_exceptions_order_idx" ON "events_exceptions" USING btree ("_order");
  CREATE INDEX "events_exceptions_parent_id_idx" ON "events_exceptions" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_classes_order_idx" ON "_events_v_version_classes" USING btree ("order");
  CREATE INDEX "_events_v_version_classes_parent_idx" ON "_events_v_version_classes" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_exceptions_order_idx" ON "_events_v_version_exceptions" USING btree ("_order");
  CREATE INDEX "_events_v_version_exceptions_parent_id_idx" ON "_events_v_version_exceptions" USING btree ("_parent_id");
  CREATE INDEX "events_category_idx" ON "events" USING btree ("category");
  CREATE INDEX "_events_v_version_version_category_idx" ON "_events_v" USING btree ("version_category");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_exceptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_classes" CASCADE;
  DROP TABLE "events_exceptions" CASCADE;
  DROP TABLE "_events_v_version_classes" CASCADE;
  DROP TABLE "_events_v_version_exceptions" CASCADE;
  DROP INDEX "events_category_idx";
  DROP INDEX "_events_v_version_version_category_idx";
  ALTER TABLE "events" DROP COLUMN "end_date";
  ALTER TABLE "events" DROP COLUMN "category";
  ALTER TABLE "events" DROP COLUMN "recurrence";
  ALTER TABLE "_events_v" DROP COLUMN "version_end_date";
  ALTER TABLE "_events_v" DROP COLUMN "version_category";
  ALTER TABLE "_events_v" DROP COLUMN "version_recurrence";
  DROP TYPE "public"."enum_events_classes";
  DROP TYPE "public"."enum_events_category";
  DROP TYPE "public"."enum__events_v_version_classes";
  DROP TYPE "public"."enum__events_v_version_category";`)
}
